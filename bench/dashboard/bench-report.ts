// The benchmark's figures as a table (printed and written to docs/dashboard-bench.md between markers, so the
// hand-written text around them stays) and the query plans beneath it.
import fs from 'node:fs';
import { executionMs, type ExplainedQuery } from './query-capture.ts';

export interface CallFigures {
  name: string;
  /** per company measured: p50/p95/max in ms */
  timings: { p50: number; p95: number; max: number }[];
  statements: number;
  seqScans: string[];
}

export interface CompanyPlans {
  label: string;
  calls: { name: string; queries: ExplainedQuery[] }[];
}

export interface ReportInput {
  title: string;
  setup: string[];
  companies: string[];
  figures: CallFigures[];
  targetMs: number;
  plans: CompanyPlans[];
}

const BEGIN = '<!-- bench:dashboard begin (written by npm run bench:dashboard) -->';
const END = '<!-- bench:dashboard end -->';

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

/** The figures table: one row per call, p50 / p95 / max for each company measured. */
export function figuresTable(r: Pick<ReportInput, 'companies' | 'figures' | 'targetMs'>): string {
  const ms = (n: number) => n.toFixed(1);
  const head = `| call | ${r.companies.map((c) => `${c} p50 / p95 / max ms`).join(' | ')} | statements | seq scan on a growing table |`;
  const rule = `|---|${r.companies.map(() => '---|').join('')}---|---|`;
  const rows = r.figures.map((f) => {
    const cells = f.timings.map(
      (t) => `${ms(t.p50)} / ${t.p95 > r.targetMs ? `**${ms(t.p95)}**` : ms(t.p95)} / ${ms(t.max)}`,
    );
    return `| ${f.name} | ${cells.join(' | ')} | ${f.statements} | ${f.seqScans.length ? `**${f.seqScans.join(', ')}**` : 'none'} |`;
  });
  return [head, rule, ...rows].join('\n');
}

function plansSection(plans: CompanyPlans[]): string {
  const out: string[] = [];
  for (const company of plans) {
    out.push(`### Plans: ${company.label}`, '');
    if (!company.calls.length)
      out.push('No statement scanned a growing table sequentially; the plans are left out.', '');
    for (const call of company.calls) {
      const total = call.queries.reduce((s, q) => s + executionMs(q.plan), 0);
      out.push(
        `<details><summary>${call.name}: ${call.queries.length} statement(s), ${total.toFixed(1)} ms executing${call.queries.some((q) => q.seqScans.length) ? ', SEQ SCAN' : ''}</summary>`,
        '',
      );
      for (const q of call.queries) {
        out.push('```sql', q.sql, `-- params: ${JSON.stringify(q.params)}`, '```', '```', q.plan, '```', '');
      }
      out.push('</details>', '');
    }
  }
  return out.join('\n');
}

/** The generated block: setup, figures, plans. */
export function reportBlock(r: ReportInput): string {
  return [
    BEGIN,
    `## ${r.title}`,
    '',
    ...r.setup.map((s) => `- ${s}`),
    '',
    `Target: p95 under ${r.targetMs} ms per call (a p95 above it is in bold).`,
    '',
    figuresTable(r),
    '',
    plansSection(r.plans),
    END,
  ].join('\n');
}

/** Replaces the generated block of `file` (or appends it; creates the file with a heading when missing). */
export function writeReport(file: string, block: string) {
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Dashboard benchmark\n\n';
  const a = before.indexOf(BEGIN);
  const b = before.indexOf(END);
  const next =
    a >= 0 && b > a ? before.slice(0, a) + block + before.slice(b + END.length) : `${before.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
