import http from 'node:http';
import { randomBytes } from 'node:crypto';

export interface Sent {
  key: string;
  /** the dtId the API answered at last; null when no try was acknowledged */
  dtId: string | null;
  tries: number;
  /** the HTTP status of each try that was not acknowledged (0: the connection failed) */
  refused: number[];
}

/** A multipart body holding one PDF, as curl -F file=@... sends it. */
function multipart(fileName: string, bytes: Uint8Array): { body: Buffer; type: string } {
  const boundary = `----pb${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * One POST /api/v1/documents with an Idempotency-Key. `midUpload` runs after half the body is on the wire
 * (the rest follows once it resolves): the place to kill the API process.
 */
function postOnce(
  url: string,
  token: string,
  key: string,
  fileName: string,
  bytes: Uint8Array,
  midUpload?: () => Promise<void>,
): Promise<{ status: number; dtId: string | null }> {
  const { body, type } = multipart(fileName, bytes);
  return new Promise((resolve) => {
    const req = http.request(
      `${url}/api/v1/documents`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
          'content-type': type,
          'content-length': body.length,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let dtId: string | null = null;
          try {
            dtId = (JSON.parse(text) as { result?: { dtId?: string } }).result?.dtId ?? null;
          } catch {
            // not an envelope: a proxy or a dying process
          }
          resolve({ status: res.statusCode ?? 0, dtId });
        });
        res.on('error', () => resolve({ status: 0, dtId: null }));
      },
    );
    req.on('error', () => resolve({ status: 0, dtId: null }));
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half), () => {
      void (midUpload ?? (async () => undefined))().then(() => {
        if (!req.destroyed) req.end(body.subarray(half));
      });
    });
  });
}

/**
 * A client that keeps its promise: it sends the document until the API acknowledges it (2xx), the same
 * Idempotency-Key every time, waiting between tries. Gives up at the deadline.
 */
export async function sendWithKey(
  url: () => string,
  token: string,
  key: string,
  fileName: string,
  bytes: Uint8Array,
  deadline: number,
  midUpload?: () => Promise<void>,
): Promise<Sent> {
  let tries = 0;
  const refused: number[] = [];
  for (;;) {
    tries++;
    const r = await postOnce(url(), token, key, fileName, bytes, tries === 1 ? midUpload : undefined);
    if (r.status >= 200 && r.status < 300 && r.dtId) return { key, dtId: r.dtId, tries, refused };
    refused.push(r.status);
    if (Date.now() > deadline) return { key, dtId: null, tries, refused };
    await new Promise((res) => setTimeout(res, Math.min(2000, 100 * tries)));
  }
}
