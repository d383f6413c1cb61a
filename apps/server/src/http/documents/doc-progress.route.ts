import { DOCUMENT_CALLS, docProgressQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { documentProgress } from '../../services/documents/document-progress.ts';

const POLL_MS = 300;
const MAX_STREAM_MS = 5 * 60_000;

/**
 * GET /api/Admin/Map/DocProgress?ids=a,b: server-sent events. An `event: progress` with the
 * documents' DocumentProgress[] whenever one changes (the workers may be other processes, so the
 * database is read every 300 ms); the stream ends when all are done, after 5 minutes (the client
 * reconnects), or when the client goes away.
 */
export function docProgressRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    DOCUMENT_CALLS.docProgress.path,
    { ...icrAccess(ctx), schema: { querystring: docProgressQuerySchema } },
    async (request, reply) => {
      const caller = callerOf(request);
      const ids = request.query.ids;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let closed = false;
      request.raw.on('close', () => (closed = true));
      const until = Date.now() + MAX_STREAM_MS;
      let last = '';
      try {
        while (!closed && Date.now() < until) {
          const progress = await documentProgress(ctx.db, caller, ids);
          const json = JSON.stringify(progress);
          if (json !== last) {
            res.write(`event: progress\ndata: ${json}\n\n`);
            last = json;
          }
          if (progress.length === 0 || progress.every((p) => p.done)) break;
          await new Promise((r) => setTimeout(r, POLL_MS));
        }
      } catch (err) {
        request.log.error({ err }, 'progress stream failed');
        if (!closed)
          res.write(`event: error\ndata: ${JSON.stringify({ message: 'Progress is not available right now.' })}\n\n`);
      }
      res.end();
    },
  );
}
