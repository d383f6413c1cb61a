import { DECLARED_ACCESS, type CallSpec } from '@paperbridge/contracts';
import type { RegisteredRoute } from '../build-app.ts';

/**
 * Routes the server registers that are not API calls, so not in the calls table: the built-in OpenID
 * Connect provider with its HTML pages and their files (/oidc/...), and the web app's fallback (/*).
 */
export const isOutsideTable = (url: string) => url.startsWith('/oidc/') || url === '/*';

export interface TableComparison {
  /** registered by the server, absent from the table */
  missingFromTable: string[];
  /** in the table, never registered */
  notRegistered: string[];
  /** both, but the route declares another access or module than the call's access stands for */
  accessDiffers: string[];
}

const keyOf = (r: { method: string; url?: string; path?: string }) => `${r.method} ${r.url ?? r.path}`;

/** The registered routes against the table; HEAD routes (Fastify adds one for each GET) are not calls. */
export function compareWithTable(routes: readonly RegisteredRoute[], calls: readonly CallSpec[]): TableComparison {
  const api = routes.filter((r) => r.method !== 'HEAD' && !isOutsideTable(r.url));
  const byKey = new Map(calls.map((c) => [keyOf(c), c]));
  const registered = new Set(api.map(keyOf));
  const accessDiffers: string[] = [];
  for (const r of api) {
    const call = byKey.get(keyOf(r));
    if (!call) continue;
    const declared = DECLARED_ACCESS[call.access];
    if (declared.access !== r.access || declared.module !== r.module) {
      accessDiffers.push(
        `${keyOf(r)}: the route declares ${r.access}${r.module ? ` ${r.module}` : ''}, the table ${call.access}`,
      );
    }
  }
  return {
    missingFromTable: [...registered].filter((k) => !byKey.has(k)).sort(),
    notRegistered: [...byKey.keys()].filter((k) => !registered.has(k)).sort(),
    accessDiffers: accessDiffers.sort(),
  };
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
/** `{dtId}` as the docs write a path parameter, `:dtId` as the server registers it */
const serverPath = (path: string) => path.replace(/\{([A-Za-z]+)\}/g, ':$1');
/** a path cell's entry up to its query, body or note: `GetStates?countryId`, `CreateTopUp {amount}`, `ApproveData?docId (multipart xlsx)` */
const bare = (entry: string) => entry.trim().split(/[?\s]/)[0]!;

/**
 * Every `METHOD /api/...` the page names: each row of its tables (`| GET | /api/... |`), a cell of several
 * calls ("/api/admin/CommonAdmin/GetCountries, GetStates?countryId") giving one path each under the first
 * one's folder, and each call named in its prose (`POST /api/Admin/Map/SendDailyFileNow {configId}`).
 */
export function callsNamedInDocs(markdown: string): string[] {
  const named = new Set<string>();
  for (const line of markdown.split('\n')) {
    // a table row starts with '|': cells[0] is empty, then method and path; `\|` is a pipe inside a cell
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    if (cells.length > 3 && cells[0] === '' && cells[2]!.startsWith('/api')) {
      const methods = cells[1]!
        .split(',')
        .map((m) => m.trim())
        .filter((m) => METHODS.has(m));
      // a body or a note in the cell ("{checkoutId, outcome}", "(multipart xlsx)") is not a further call
      const [first, ...more] = cells[2]!
        .replace(/\{[^}]*\}|\([^)]*\)/g, '')
        .split(/,\s*/)
        .map(bare);
      const folder = first!.slice(0, first!.lastIndexOf('/') + 1);
      for (const path of [first!, ...more.map((name) => folder + name)])
        for (const m of methods) named.add(`${m} ${serverPath(path)}`);
    }
    for (const m of line.matchAll(/\b(GET|POST|PUT|DELETE) `?(\/api\/[A-Za-z0-9/_.:{}*-]+)/g))
      named.add(`${m[1]} ${serverPath(m[2]!)}`);
  }
  return [...named].sort();
}
