import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPERATOR_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { ok } from '../envelope.ts';
import { AppError } from '../app-error.ts';
import { streamFilePart } from '../documents/stream-file-part.ts';
import { parseInput } from '../mapping/parse-input.ts';
import {
  publishOperatorAccess,
  sameKey,
  withdrawOperatorAccess,
  type OperatorAccess,
} from '../../services/operator/operator-key.ts';
import { processFile } from '../../services/operator/process-file.ts';
import { runOperatorCommand } from '../../services/operator/operator-commands.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The operator CLI's door into a running server (so `npm run paperbridge -- …` works while the
 * embedded database is open): loopback only, with the key the server wrote to DATA_DIR/operator.json
 * when it started listening. Not part of the product's API.
 */
export function operatorRoutes(app: AppInstance, ctx: AppContext) {
  let access: OperatorAccess | null = null;
  app.addHook('onListen', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : ctx.config.port;
    access = publishOperatorAccess(ctx.config.dataDir, `http://127.0.0.1:${port}`);
  });
  app.addHook('onClose', async () => {
    if (access) withdrawOperatorAccess(ctx.config.dataDir, access);
  });
  const guard = async (request: FastifyRequest) => {
    const key = request.headers['x-operator-key'];
    if (
      !access ||
      !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
      !sameKey(typeof key === 'string' ? key : undefined, access.key)
    ) {
      throw new AppError(403, 'Operator access is only for the operator tool on this machine.');
    }
  };
  app.post(
    OPERATOR_CALLS.command.path,
    {
      config: { access: 'public' },
      preHandler: guard,
      schema: { body: z.object({ command: z.string().max(50), options: z.record(z.string(), z.string().max(2000)) }) },
    },
    async (request) => {
      return ok(await runOperatorCommand(ctx.db, request.body.command, request.body.options));
    },
  );
  app.post(OPERATOR_CALLS.process.path, { config: { access: 'public' }, preHandler: guard }, async (request) => {
    const result = await streamFilePart(request, (part) => {
      const fields = parseInput(z.object({ email: z.string().min(1), mapping: z.string().min(1) }), part.fields);
      return processFile(ctx, {
        email: fields.email,
        mappingName: fields.mapping,
        fileName: part.fileName,
        stream: part.stream,
      });
    });
    return ok(result);
  });
}
