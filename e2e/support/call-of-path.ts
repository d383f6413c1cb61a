import { CALL_LIST, type NamedCall } from '@paperbridge/contracts';

/** Fastify's path syntax as a pattern: `:name` one segment, `*` the rest. */
function pattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\*/g, '.*')}$`);
}

const PATTERNS = CALL_LIST.map((c) => ({ call: c, re: pattern(c.path) }));

/** The call of the contracts' table a URL path answers, if any (for checks on what the browser fetched or kept). */
export function callOfPath(pathname: string): NamedCall | undefined {
  return PATTERNS.find((p) => p.re.test(pathname))?.call;
}
