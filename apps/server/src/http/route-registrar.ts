import type { AppContext } from '../context/app-context.ts';
import type { AppInstance } from './app-instance.ts';

/** One route (or a group of them) put on the app: what each route file exports and routes.ts lists. */
export type RouteRegistrar = (app: AppInstance, ctx: AppContext) => void | Promise<void>;
