import type { RouteRegistrar } from '../route-registrar.ts';
import { postDocumentRoute } from './post-document.route.ts';
import { getDocumentRoute } from './get-document.route.ts';
import { regenerateApiTokenRoute } from './regenerate-api-token.route.ts';
import { apiDocsRoute } from '../api-docs/api-docs.route.ts';

/** The API source (spec 001 "Sources: API", docs/api-source.md): documents by bearer token, the token's rotation, and its OpenAPI docs. */
export const apiSourceRoutes: RouteRegistrar[] = [
  postDocumentRoute,
  getDocumentRoute,
  regenerateApiTokenRoute,
  apiDocsRoute,
];
