import { UPLOAD_MSG } from '@paperbridge/contracts';

/** What the choice needs of a mapping: the list row plus, from GetConfigurationById, its sources and template. */
export interface MappingFacts {
  cnId: string;
  configName: string;
  docType: string;
  supplierEmail: string;
  draftMode: boolean;
  /** undefined while its configuration is being read */
  isManualUpload?: boolean;
  hasTemplate?: boolean;
}

export interface MappingChoice {
  options: { value: string; label: string }[];
  /** the spec's text, with where its "click here" leads */
  problem: { text: string; link: string } | null;
  loading: boolean;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The mapping selector of spec 002 §2 for one client: only mappings that take manual uploads (and
 * can process documents: final, with a template) are offered. When there are none, the spec's
 * text says why: no mapping at all ("Click here to add new mapping"), or mappings without the
 * manual source ("Please edit your mapping by clicking here"); drafts and mappings without a
 * learned template (beyond the spec) get the server's texts for them.
 */
export function mappingChoice(clientEmail: string | null, mappings: readonly MappingFacts[]): MappingChoice {
  if (!clientEmail) return { options: [], problem: null, loading: false };
  const mine = mappings.filter((m) => sameEmail(m.supplierEmail, clientEmail));
  if (!mine.length)
    return { options: [], problem: { text: UPLOAD_MSG.noMapping, link: '/admin/create-mapping' }, loading: false };
  const final = mine.filter((m) => !m.draftMode);
  const loading = final.some((m) => m.isManualUpload === undefined);
  const usable = final.filter((m) => m.isManualUpload && m.hasTemplate);
  const options = usable.map((m) => ({ value: m.cnId, label: `${m.configName} (${m.docType})` }));
  if (usable.length || loading) return { options, problem: null, loading };
  const edit = (m: MappingFacts) => `/admin/edit-mapping/${m.cnId}`;
  const withoutManual = final.find((m) => m.isManualUpload === false);
  if (withoutManual)
    return { options, problem: { text: UPLOAD_MSG.manualNotSelected, link: edit(withoutManual) }, loading };
  if (!final.length) return { options, problem: { text: UPLOAD_MSG.draftMapping, link: edit(mine[0]!) }, loading };
  return { options, problem: { text: UPLOAD_MSG.noTemplate, link: edit(final[0]!) }, loading };
}
