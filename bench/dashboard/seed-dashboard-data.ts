// Seeds the dashboard benchmark's database with set-based SQL (generate_series): companies, clients, mappings,
// documents and their stage records, spread over ~18 months. Not product code: the rows only need to look like
// what the pipeline leaves behind, in realistic proportions, so the planner sees realistic statistics.
import type pg from 'pg';

export interface SeedPlan {
  /** documents of the big company (company 0) */
  docsOne: number;
  /** companies in all, the big one included */
  companies: number;
  /** documents in all, the big company's included */
  docsTotal: number;
  /** how far back documents go */
  days: number;
}

export interface SeededCompany {
  index: number;
  id: string;
  docs: number;
}

/**
 * Documents per company: the big one gets docsOne, the others share the rest in proportion to 1, 2, …, n-1, so
 * there is a long tail of small companies and a few busy ones (the smallest of 100 has ~180 of 900,000).
 */
export function companySizes(plan: SeedPlan): number[] {
  const others = plan.companies - 1;
  const rest = Math.max(0, plan.docsTotal - plan.docsOne);
  if (others <= 0) return [plan.docsOne];
  const weight = (others * (others + 1)) / 2;
  const sizes = Array.from({ length: others }, (_, i) => Math.floor((rest * (i + 1)) / weight));
  sizes[others - 1]! += rest - sizes.reduce((s, n) => s + n, 0);
  return [plan.docsOne, ...sizes];
}

/** Clients per company: tens, not thousands (docs/dashboard.md), more for a busier company. */
const clientsFor = (docs: number, big: boolean) => (big ? 80 : Math.min(40, 3 + Math.floor(docs / 400)));

const NAME_WORDS = [
  'Acme',
  'Blue',
  'Coast',
  'Delta',
  'Eagle',
  'Fresh',
  'Global',
  'Harbour',
  'Iron',
  'Jade',
  'Kite',
  'Lumen',
  'Metro',
  'North',
  'Orbit',
  'Pacific',
  'Quartz',
  'River',
  'Summit',
  'Titan',
  'Urban',
  'Vista',
  'West',
  'Zenith',
];
const NAME_SUFFIXES = ['Trading', 'Supplies', 'Logistics', 'Foods', 'Pty Ltd', 'Services', 'Imports', 'Holdings'];
const ENDPOINTS = {
  ftpIn: null,
  ftpOut: null,
  emailList: [],
  isEmailConfig: false,
  destinationEmails: ['books@example.com'],
  destinationEmailFileType: null,
  webhookEndPoint: null,
  integrationType: null,
  enterpriseRequest: null,
  excelTabName: null,
  isManualUpload: true,
  isMobileApp: false,
  isAPI: true,
};

/** The pipeline states in proportion: most documents ready or delivered, a few failed, refused or waiting. */
const STATUS_OF_R = `case
  when r < 0.010 then 'uploaded' when r < 0.035 then 'failed' when r < 0.050 then 'duplicate' when r < 0.060 then 'insufficient_balance'
  when r < 0.120 then 'awaiting_review' when r < 0.140 then 'delivering' when r < 0.450 then 'delivered' else 'ready' end`;

async function timed(c: pg.ClientBase, label: string, sql: string, params: unknown[] = []) {
  const t = performance.now();
  const r = await c.query(sql, params);
  console.log(`  ${label}: ${r.rowCount ?? 0} rows, ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

/**
 * Drops a table's secondary indexes, runs `fill`, and builds them again from their saved definitions: building
 * an index once over a million rows is several times faster than maintaining it row by row. The definitions are
 * read from pg_indexes, so whatever the migrations made is what gets rebuilt.
 */
async function withoutIndexes(c: pg.ClientBase, table: string, fill: () => Promise<void>) {
  const { rows } = await c.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = $1
       and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
    [table],
  );
  for (const r of rows) await c.query(`drop index "${r.indexname}"`);
  await fill();
  const t = performance.now();
  for (const r of rows) await c.query(r.indexdef);
  console.log(`  ${table}: ${rows.length} indexes rebuilt, ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

/** Seeds everything on one connection (setseed makes random() repeatable within it) and returns the companies. */
export async function seedDashboardData(c: pg.ClientBase, plan: SeedPlan): Promise<SeededCompany[]> {
  const sizes = companySizes(plan);
  await c.query('select setseed(0.42)');
  // index builds after the bulk insert sort in memory instead of on disk
  await c.query(`set maintenance_work_mem = '256MB'`);
  await c.query(
    `create temp table bench_plan (company_index int primary key, company_id uuid not null default gen_random_uuid(), docs int not null, n_clients int not null, n_maps int not null default 0)`,
  );
  await c.query(
    `insert into bench_plan (company_index, docs, n_clients) select i - 1, d, c from unnest($1::int[], $2::int[]) with ordinality as t(d, c, i)`,
    [sizes, sizes.map((d, i) => clientsFor(d, i === 0))],
  );
  await timed(
    c,
    'companies',
    `insert into companies (id, company_name, email, contact_name, access_modules, registered_at, created_at)
    select company_id, 'Bench company ' || company_index, 'owner' || company_index || '@bench.example', 'Owner ' || company_index, '["ICR","DA","IG"]', now() - interval '800 days', now() - interval '800 days'
    from bench_plan order by company_index`,
  );
  await timed(
    c,
    'clients',
    `insert into clients (company_id, company_name, contact_name, email, created_at, updated_at)
     select p.company_id, ($1::text[])[1 + (k * 7 + p.company_index) % array_length($1::text[], 1)] || ' ' || ($2::text[])[1 + k % array_length($2::text[], 1)] || ' ' || k,
            'Contact ' || k, 'supplier' || k || '@c' || p.company_index || '.example', now() - interval '700 days' + k * interval '5 days', now()
     from bench_plan p cross join lateral generate_series(1, p.n_clients) k`,
    [NAME_WORDS, NAME_SUFFIXES],
  );
  // 1 to 3 mappings per client; types weighted towards invoices (1) and receipts (2) as in practice
  await timed(
    c,
    'mappings',
    `insert into mappings (company_id, client_id, doc_type_id, name, name_key, draft_mode, sample_file_name, retention_state, retention_duration, endpoints, required_approval, created_at, updated_at)
     select cl.company_id, cl.id, t.doc_type, n.name, lower(n.name), false, n.name || '.pdf', 1, 30, $1::jsonb, j = 1, cl.created_at + j * interval '1 day', now()
     from (select c.*, row_number() over (partition by c.company_id order by c.created_at) as k from clients c) cl
     cross join lateral generate_series(1, 1 + (cl.k::int % 3)) j
     cross join lateral (select case when (cl.k + j) % 20 < 12 then 1 when (cl.k + j) % 20 < 17 then 2 when (cl.k + j) % 20 < 18 then 3 else 4 end as doc_type) t
     cross join lateral (select 'MAP-' || cl.k || '-' || j as name) n`,
    [JSON.stringify(ENDPOINTS)],
  );
  await c.query(`create temp table bench_maps as
    select p.company_index, row_number() over (partition by m.company_id order by m.created_at, m.id)::int as m_no, m.id as mapping_id, m.client_id, m.doc_type_id
    from mappings m join bench_plan p on p.company_id = m.company_id`);
  await c.query(`create index on bench_maps (company_index, m_no)`);
  await c.query(
    `update bench_plan p set n_maps = (select count(*) from bench_maps m where m.company_index = p.company_index)`,
  );
  await c.query('analyze bench_plan; analyze bench_maps');
  await withoutIndexes(c, 'documents', () => seedDocuments(c, plan));
  await withoutIndexes(c, 'document_stages', () => seedStages(c));
  const t = performance.now();
  await c.query('vacuum analyze companies, clients, mappings, documents, document_stages');
  console.log(`  vacuum analyze: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const { rows } = await c.query<{ index: number; id: string; docs: number }>(
    `select company_index as index, company_id as id, docs from bench_plan order by company_index`,
  );
  return rows;
}

/**
 * Documents of every company interleaved in creation order (as they arrive in production, so one company's
 * rows are spread over the whole table, not packed together). Dates lean towards recent months (a growing
 * business); popular mappings take most documents (m_no skewed to low numbers).
 */
async function seedDocuments(c: pg.ClientBase, plan: SeedPlan) {
  await timed(
    c,
    'documents',
    `insert into documents (company_id, mapping_id, client_id, doc_type_id, status, source, file_name, file_key, content_type, file_size, sha256, page_count,
                            unique_reference, confidence, approval_status, is_processed, attempt, error_message, created_at, processed_at, updated_at)
     select company_id, mapping_id, client_id, doc_type_id, status, (array['manual','api','email','ftp','mobile'])[1 + floor(r4 * 5)::int],
            file_name, 'documents/' || md5(g::text || company_id::text), case when file_name like '%.jpg' then 'image/jpeg' else 'application/pdf' end,
            40000 + floor(r3 * 900000)::int, md5(g::text || r3::text) || md5(company_id::text || g::text), 1 + floor(r4 * 3)::int,
            case when mapped then (array['INV-','RCT-','LLA-','CUS-'])[doc_type_id] || to_char(created_at, 'YYYY') || '-' || lpad(g::text, 6, '0') end,
            case when not mapped then null when status = 'awaiting_review' then 0.30 + 0.45 * r2 else 0.70 + 0.30 * sqrt(r2) end,
            case status when 'failed' then 5 when 'insufficient_balance' then (case when r3 < 0.2 then 6 else 4 end) when 'awaiting_review' then 0
                        when 'delivering' then 1 when 'delivered' then 1 when 'ready' then (case when r3 < 0.3 then 1 when r3 < 0.4 then 3 end) end,
            mapped, 0,
            case status when 'failed' then 'The document could not be read.' when 'insufficient_balance' then 'Insufficient balance to process this document.' end,
            created_at, case when status <> 'uploaded' then created_at + interval '40 seconds' end, created_at + interval '1 minute'
     from (
       select d.*, m.mapping_id, m.client_id, m.doc_type_id, s.status, s.status in ('awaiting_review', 'delivering', 'delivered', 'ready') as mapped,
              case m.doc_type_id when 1 then 'invoice_' || d.g || '.pdf' when 2 then 'IMG_' || (1000 + d.g % 9000) || '.jpg' when 3 then 'lease-' || d.g || '.pdf' else 'scan' || d.g || '.pdf' end as file_name
       from (
         select p.company_index, p.company_id, p.n_maps, g, random() as r, random() as r2, random() as r3, random() as r4,
                now() - $1::int * interval '1 day' * power(random(), 1.3) as created_at,
                1 + floor(p.n_maps * power(random(), 2))::int as m_no
         from bench_plan p cross join lateral generate_series(1, p.docs) g
       ) d
       join bench_maps m on m.company_index = d.company_index and m.m_no = d.m_no
       cross join lateral (select ${STATUS_OF_R} as status) s
     ) x
     order by created_at`,
    [plan.days],
  );
}

/** The stage records the pipeline leaves for each state (docs/pipeline.md): one per step reached, one delivery per document sent. */
async function seedStages(c: pg.ClientBase) {
  await timed(
    c,
    'document_stages',
    `insert into document_stages (company_id, document_id, attempt, step, destination, status, runs, started_at, finished_at)
     select d.company_id, d.id, d.attempt, s.step, s.destination, s.status, 1, d.created_at + s.at * interval '1 second', d.created_at + (s.at + 1) * interval '1 second'
     from documents d
     cross join lateral (
       select 'intake' as step, '' as destination, case when d.status in ('duplicate', 'insufficient_balance') then 'failed' else 'success' end as status, 0 as at
       union all select 'extract', '', case when d.status = 'failed' then 'failed' else 'success' end, 2 where d.status not in ('duplicate', 'insufficient_balance')
       union all select 'map', '', 'success', 20 where d.is_processed
       union all select 'review', '', case when d.status = 'awaiting_review' then 'awaiting_review' else 'skipped' end, 21 where d.is_processed
       union all select 'deliver', 'Email', case d.status when 'delivered' then 'success' when 'delivering' then 'pending' else 'skipped' end, 22 where d.status in ('ready', 'delivering', 'delivered')
     ) s
     where d.status <> 'uploaded'`,
  );
}
