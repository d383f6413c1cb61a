import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentModel } from '@paperbridge/contracts';
import { extractDocument } from '@paperbridge/engine';
import { headline } from './headlines.ts';
import { corpus, f1, f3, type BenchTable } from './bench-utils.ts';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface GCell {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
  text: string;
}
interface GTable {
  page: number;
  box: Box;
  cells: GCell[];
}

const attr = (s: string, name: string) => s.match(new RegExp(`${name}=["']([^"']*)["']`))?.[1];
const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
/** Competition content comparison: letters and digits only. */
const norm = (s: string) =>
  decode(s)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** GT regions (PDF points, bottom-left origin) → top-left boxes using the page height. */
function regions(xml: string, heights: number[]): { page: number; box: Box; body: string }[] {
  return [...xml.matchAll(/<region\b([^>]*)>([\s\S]*?)<\/region>/g)].map((m) => {
    const page = Number(attr(m[1]!, 'page'));
    const h = heights[page - 1] ?? 792;
    const bbs = [...m[2]!.matchAll(/<bounding-box([^>]*)\/>/g)].map((b) => ({
      x1: Number(attr(b[1]!, 'x1')),
      y1: Number(attr(b[1]!, 'y1')),
      x2: Number(attr(b[1]!, 'x2')),
      y2: Number(attr(b[1]!, 'y2')),
    }));
    const x0 = Math.min(...bbs.map((b) => b.x1)),
      x1 = Math.max(...bbs.map((b) => b.x2));
    const y0 = h - Math.max(...bbs.map((b) => b.y2)),
      y1 = h - Math.min(...bbs.map((b) => b.y1));
    return { page, box: { x0, y0, x1, y1 }, body: m[2]! };
  });
}

function gtTables(strXml: string, heights: number[]): GTable[] {
  return regions(strXml, heights).map((r) => ({
    page: r.page,
    box: r.box,
    cells: [...r.body.matchAll(/<cell\b([^>]*)>([\s\S]*?)<\/cell>/g)].map((c) => {
      const r0 = Number(attr(c[1]!, 'start-row')),
        c0 = Number(attr(c[1]!, 'start-col'));
      const r1 = Number(attr(c[1]!, 'end-row') ?? r0),
        c1 = Number(attr(c[1]!, 'end-col') ?? c0);
      return { r0, c0, r1, c1, text: norm(c[2]!.match(/<content>([\s\S]*?)<\/content>/)?.[1] ?? '') };
    }),
  }));
}

/**
 * Adjacency relations (ICDAR 2013 structure measure): each non-empty cell with
 * its nearest non-empty neighbour to the right (overlapping rows) and below
 * (overlapping columns), compared as (content, content, direction).
 */
function relations(cells: GCell[]): string[] {
  const full = cells.filter((c) => c.text);
  const out: string[] = [];
  for (const a of full) {
    const right = full
      .filter((b) => b.c0 > a.c1 && b.r0 <= a.r1 && b.r1 >= a.r0)
      .sort((x, y) => x.c0 - y.c0 || x.r0 - y.r0)[0];
    const below = full
      .filter((b) => b.r0 > a.r1 && b.c0 <= a.c1 && b.c1 >= a.c0)
      .sort((x, y) => x.r0 - y.r0 || x.c0 - y.c0)[0];
    if (right) out.push(`${a.text}|${right.text}|h`);
    if (below) out.push(`${a.text}|${below.text}|v`);
  }
  return out;
}

const iou = (a: Box, b: Box) => {
  const ix = Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)),
    iy = Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
  const inter = ix * iy,
    union = (a.x1 - a.x0) * (a.y1 - a.y0) + (b.x1 - b.x0) * (b.y1 - b.y0) - inter;
  return union > 0 ? inter / union : 0;
};

/** Detected tables → per-page parts (a continued table has one part per page). */
function detectedParts(doc: DocumentModel): { page: number; box: Box; cells: GCell[]; label: string }[] {
  const out: { page: number; box: Box; cells: GCell[]; label: string }[] = [];
  for (const t of doc.tables) {
    for (const page of t.pages) {
      const p = doc.pages.find((x) => x.pageNumber === page)!;
      const cells = t.rows.flatMap((r) =>
        r.cells
          .filter((c) => c.page === page)
          .map((c) => ({
            r0: r.rowNumber,
            r1: r.rowNumber + c.rowSpan - 1,
            c0: c.columnNumber,
            c1: c.columnNumber + c.colSpan - 1,
            text: norm(c.text),
            poly: c.polygon,
          })),
      );
      if (!cells.length) continue;
      const xs = cells.flatMap((c) => c.poly.map((q) => q[0] * p.width)),
        ys = cells.flatMap((c) => c.poly.map((q) => q[1] * p.height));
      const label = `${t.kind} ${t.rows.length}x${t.columns.length}: ${t.rows
        .slice(0, 2)
        .map((r) => r.cells.map((c) => c.text.slice(0, 14)).join(' | '))
        .join(' / ')}`;
      out.push({
        page,
        box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
        cells,
        label,
      });
    }
  }
  return out;
}

const count = (xs: string[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());

/** ICDAR 2013 EU: table detection F1 (IoU ≥ 0.5 vs -reg.xml), cell adjacency F1 (vs -str.xml), pages/s. */
export async function runIcdarBench(): Promise<BenchTable> {
  const dir = corpus('icdar2013-tables');
  if (!dir) return { title: 'ICDAR 2013 EU', rows: [['skipped', 'corpus folder missing']] };
  const eu = path.join(dir, 'competition-dataset-eu');
  const files = readdirSync(eu)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  let gtRegions = 0,
    detRegions = 0,
    matchedGt = 0,
    matchedDet = 0,
    relGt = 0,
    relDet = 0,
    relOk = 0,
    pages = 0,
    ms = 0;
  const perDoc: string[] = [];
  for (const f of files) {
    const stem = f.slice(0, -4);
    const t0 = performance.now();
    const r = await extractDocument(new Uint8Array(readFileSync(path.join(eu, f))), { fileName: f });
    ms += performance.now() - t0;
    const doc = r.document;
    if (!doc) {
      perDoc.push(`${stem}: ${r.errors[0]?.code}`);
      continue;
    }
    pages += doc.pages.length;
    const heights = doc.pages.map((p) => p.height);
    const parts = detectedParts(doc);
    // ground truth may be split over several files (eu-009a, eu-009b)
    const base = stem.replace(/[ab]$/, '');
    const gtStems = readdirSync(eu)
      .filter((x) => x.endsWith('-str.xml') && x.replace(/[ab]?-str\.xml$/, '') === base)
      .map((x) => x.replace(/-str\.xml$/, ''));
    const gt = gtStems.flatMap((s) => gtTables(readFileSync(path.join(eu, `${s}-str.xml`), 'utf8'), heights));
    const gtReg = gtStems.flatMap((s) => regions(readFileSync(path.join(eu, `${s}-reg.xml`), 'utf8'), heights));
    gtRegions += gtReg.length;
    detRegions += parts.length;
    matchedGt += gtReg.filter((g) => parts.some((d) => d.page === g.page && iou(d.box, g.box) >= 0.5)).length;
    matchedDet += parts.filter((d) => gtReg.some((g) => d.page === g.page && iou(d.box, g.box) >= 0.5)).length;
    if (process.env.BENCH_VERBOSE)
      for (const d of parts.filter((d) => !gtReg.some((g) => d.page === g.page && iou(d.box, g.box) >= 0.5)))
        perDoc.push(`${stem} p${d.page} unmatched ${d.label.slice(0, 110)}`);
    // structure: relations of GT tables vs relations of the detected parts overlapping them
    const gRel = gt.flatMap((g) => relations(g.cells));
    const dRel = parts
      .filter((d) => gt.some((g) => g.page === d.page && iou(d.box, g.box) > 0.1))
      .flatMap((d) => relations(d.cells));
    const gc = count(gRel),
      dc = count(dRel);
    let ok = 0;
    for (const [k, n] of dc) ok += Math.min(n, gc.get(k) ?? 0);
    relGt += gRel.length;
    relDet += dRel.length;
    relOk += ok;
    const p = dRel.length ? ok / dRel.length : 0,
      rc = gRel.length ? ok / gRel.length : 0;
    perDoc.push(
      `${stem}: tables ${parts.length}/${gtReg.length} gt, adjacency P ${f3(p)} R ${f3(rc)} F1 ${f3(f1(p, rc))}`,
    );
  }
  const dp = detRegions ? matchedDet / detRegions : 0,
    dr = gtRegions ? matchedGt / gtRegions : 0;
  const ap = relDet ? relOk / relDet : 0,
    ar = relGt ? relOk / relGt : 0;
  headline('icdar', {
    measure: 'ICDAR 2013 cell adjacency F1 (EU part)',
    figure: `${f3(f1(ap, ar))} (P ${f3(ap)}, R ${f3(ar)})`,
    target: '≥ 0.92 on documents not seen',
  });
  return {
    title: `ICDAR 2013 EU (${files.length} PDFs, ${pages} pages)`,
    rows: [
      [
        'table detection P / R / F1',
        `${f3(dp)} / ${f3(dr)} / ${f3(f1(dp, dr))}  (IoU ≥ 0.5, ${gtRegions} GT regions, ${detRegions} detected)`,
      ],
      ['cell adjacency P / R / F1', `${f3(ap)} / ${f3(ar)} / ${f3(f1(ap, ar))}  (micro over ${relGt} GT relations)`],
      ['pages/s (1 thread, in-process)', (pages / (ms / 1000)).toFixed(1)],
    ],
    notes: process.env.BENCH_VERBOSE ? perDoc : [],
  };
}
