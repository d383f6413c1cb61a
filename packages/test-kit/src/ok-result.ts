import type { ApiAnswer } from './call-api.ts';

/**
 * The result of an answer that must be code 200. call() hands refusals back as they are (for the tests
 * that check them); a set-up step that goes on with a refusal's result would fail far from the cause,
 * so it stops here with the server's own message.
 */
export function okResult<T>(answer: ApiAnswer<T>): T {
  if (answer.code !== 200) throw new Error(`refused (HTTP ${answer.status}, code ${answer.code}): ${answer.message}`);
  return answer.result;
}
