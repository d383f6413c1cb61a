import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

export interface HybridPdfSpec {
  /** embedded files: name and content */
  attachments?: { name: string; content: string | Uint8Array }[];
  /** XMP invoice properties, written in the Factur-X schema (or the one given) */
  xmp?: { level?: string; fileName?: string; namespace?: string; asAttributes?: boolean };
  /** lines of text printed on the single page */
  printed?: string[];
}

/** A one-page PDF with attachments and XMP, as a Factur-X / ZUGFeRD writer makes it (not PDF/A: not needed). */
export async function makeHybridPdf(spec: HybridPdfSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  (spec.printed ?? []).forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font }));
  for (const a of spec.attachments ?? []) {
    await doc.attach(typeof a.content === 'string' ? new TextEncoder().encode(a.content) : a.content, a.name, {
      mimeType: 'text/xml',
    });
  }
  if (spec.xmp) {
    const xmp = xmpPacket(spec.xmp);
    const stream = doc.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: Buffer.byteLength(xmp) });
    doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
  }
  return doc.save({ useObjectStreams: false });
}

function xmpPacket(x: NonNullable<HybridPdfSpec['xmp']>): string {
  const ns = x.namespace ?? 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
  const props: [string, string | undefined][] = [
    ['DocumentFileName', x.fileName],
    ['ConformanceLevel', x.level],
  ];
  const present = props.filter((p): p is [string, string] => p[1] !== undefined);
  const description = x.asAttributes
    ? `<rdf:Description rdf:about="" xmlns:fx="${ns}" ${present.map(([k, v]) => `fx:${k}="${v}"`).join(' ')}/>`
    : `<rdf:Description rdf:about="" xmlns:fx="${ns}">${present.map(([k, v]) => `<fx:${k}>${v}</fx:${k}>`).join('')}</rdf:Description>`;
  return `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">${description}</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
}
