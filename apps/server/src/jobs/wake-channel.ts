import pg from 'pg';

/** The NOTIFY channel on which a process that queues a job wakes the worker processes (PostgreSQL only). */
export const WAKE_CHANNEL = 'paperbridge_jobs';

/**
 * pg-boss workers poll (every 0.5 s here). Within one process a send wakes an idle worker at once;
 * across processes (an API process queueing for `--role worker` processes) each hop would wait for
 * the next poll, ~250 ms on average per stage. A LISTEN connection per worker process turns a
 * `pg_notify(queue name)` from the sender into the same immediate wake. Polling stays as the safety
 * net: a notification lost while the connection was down only costs the poll interval.
 */
export function listenForWakes(
  url: string,
  onWake: (queue: string) => void,
  log: { warn(o: unknown, msg?: string): void },
): { close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => m.payload && onWake(m.payload));
    c.on('error', (err) => {
      log.warn({ err }, 'job wake connection lost; polling until it is back');
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), 1000);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${WAKE_CHANNEL}`);
      if (closed) await c.end();
      else client = c;
    } catch (err) {
      log.warn({ err }, 'job wake connection failed; polling until it is back');
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), 1000);
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
