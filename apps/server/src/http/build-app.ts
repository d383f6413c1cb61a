import Fastify from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import formbody from '@fastify/formbody';
import type { AccessModule } from '@paperbridge/contracts';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context/app-context.ts';
import type { AppInstance } from './app-instance.ts';
import { registerErrorHandlers } from './error-handler.ts';
import { registerBodyIdleTimeout } from './body-idle-timeout.ts';
import { registerNulGuard } from './refuse-nul.ts';
import { withRedactedUrls } from './redact-url.ts';
import { registerAccessControl, type Access } from './access-control.ts';
import { routes } from './routes.ts';
import { serveWeb } from './serve-web.ts';

/** A route as the app registered it, with what it declared (the access tests and the calls table walk them). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  module: AccessModule | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/** The HTTP API: envelope errors, access control, every route, and the built web app at `/`. */
export async function buildApp(ctx: AppContext): Promise<AppInstance> {
  const app = Fastify({
    // deep links carry a token or a hand-over code in their query: request logs keep neither (redact-url.ts)
    loggerInstance: withRedactedUrls(ctx.log),
    bodyLimit: ctx.config.bodyLimit,
    // a slow upload of the largest file must fit (docs/operations.md); a stalled one is cut by the body idle timeout
    requestTimeout: ctx.config.requestTimeoutMs,
    // only a configured proxy may name the client (X-Forwarded-For): anyone else could pick a fresh address per request
    trustProxy: ctx.config.trustProxy.length ? ctx.config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  registerBodyIdleTimeout(app, ctx.config.bodyIdleTimeoutMs);
  registerNulGuard(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // the OIDC interaction pages post forms whose answer redirects to the web app
        'form-action': null,
        'upgrade-insecure-requests': ctx.config.production ? [] : null,
        // the web app reads an external provider's discovery document and token endpoint itself;
        // the built-in provider is always at the page's own address (http/request-public-url.ts)
        'connect-src': [
          "'self'",
          ...(ctx.config.oidc.kind === 'external' ? [new URL(ctx.config.oidc.issuer).origin] : []),
        ],
      },
    },
  });
  await app.register(cors, {
    origin: ctx.config.corsOrigins.length ? ctx.config.corsOrigins : false,
    credentials: true,
  });
  await app.register(rateLimit, {
    max: ctx.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req, c) => ({
      statusCode: 429,
      code: 429,
      message: `Too many requests, retry in ${Math.ceil(c.ttl / 1000)} s`,
      result: null,
    }),
  });
  // a backstop one byte above the upload limit: each route's own limit (storage, readMultipart) answers first, with its message
  await app.register(multipart, { limits: { fileSize: ctx.config.pipeline.uploadMaxFileBytes + 1, files: 10 } });
  await app.register(formbody);
  registerAccessControl(app, ctx);
  // kept so tests can walk every route (e.g. "no input ever causes a 500")
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      registered.push({ method, url: r.url, access: r.config?.access, module: r.config?.module });
  });
  app.decorate('registeredRoutes', registered);

  for (const register of routes) await register(app, ctx);
  const served = await serveWeb(app, ctx.config.webDist);
  if (!served)
    ctx.log.warn({ webDist: ctx.config.webDist }, 'web app not built: run `npm run build`; only the API is served');
  return app;
}
