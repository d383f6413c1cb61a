import type { Template } from '@paperbridge/contracts';
import type { DocumentParty } from '../../../db/schema/index.ts';
import { flat, nameOnPage, similarNames } from './document-party.ts';

/** The labels the template finds its values by, each once: what another document of the same layout prints too. */
export function templateLabels(template: Template): string[] {
  const labels = new Set<string>();
  for (const f of template.fields) {
    const anchor = f.anchors.find((a) => a.relation !== 'page');
    if (f.located && anchor && flat(anchor.text).length >= 3) labels.add(anchor.text.trim());
  }
  for (const t of template.tables)
    for (const c of t.columns) if (flat(c.header).length >= 3) labels.add(c.header.trim());
  return [...labels];
}

/**
 * Why a document does not look like its mapping's sample (issue 30 point 4), or null: the supplier the sample is
 * from is named nowhere on the first page (allowing OCR's misreadings), or most of the labels the template reads
 * by are missing (another layout). The reason names who the document appears to be from, so the dashboard and the
 * reviewer can move it to the right mapping.
 */
export function strangerReason(args: {
  template: Template;
  sample: DocumentParty | null;
  doc: DocumentParty;
  firstPageLines: string[];
  allLines: string[];
}): string | null {
  const { sample, doc } = args;
  const from = doc.name ? ` It appears to be from ${doc.name}.` : '';
  // the page's own reading of its supplier may be cut short by OCR ("g Alaf Restaurants Sdn Bhd"): alike is enough
  if (sample?.name && !nameOnPage(sample.name, args.firstPageLines) && !similarNames(sample.name, doc.name)) {
    const bank =
      sample.ibans.length && doc.ibans.length && !doc.ibans.some((i) => sample.ibans.includes(i))
        ? " Its IBAN is not the sample's either."
        : '';
    return `${sample.name} (the supplier of the mapping's sample) is not named on this document.${from}${bank}`;
  }
  const labels = templateLabels(args.template);
  if (labels.length >= 4) {
    const text = flat(args.allLines.join(' '));
    const found = labels.filter((l) => text.includes(flat(l))).length;
    if (found / labels.length < 0.5)
      return `Only ${found} of the ${labels.length} labels of the mapping's sample are on this document: it looks like another layout.${from}`;
  }
  return null;
}
