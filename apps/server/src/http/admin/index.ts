import type { RouteRegistrar } from '../routes.ts';

/** Onboarding and account calls under /api/Admin/* (company details, features, PIN, common lists, user). */
export const adminRoutes: RouteRegistrar[] = [];
