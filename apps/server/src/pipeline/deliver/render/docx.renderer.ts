import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { DeliveryDocument } from './delivery-document.ts';
import { stableZip } from './stable-zip.ts';

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

function grid(header: string[], rows: string[][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: header.map((h) => cell(h, true)) }),
      ...rows.map((r) => new TableRow({ children: header.map((_, i) => cell(r[i] ?? '')) })),
    ],
  });
}

/**
 * DOCX for the Standard Leave and License agreement (spec 001 §2: the only type offered DOCX): a
 * document a person files or forwards, with the agreement's reference as title, its terms as a
 * two-column table and each captured table after it.
 */
export async function renderDocx(doc: DeliveryDocument): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(doc.documentType)] }),
    new Paragraph({ children: [new TextRun({ text: 'Reference: ', bold: true }), new TextRun(doc.reference)] }),
    new Paragraph({ children: [new TextRun({ text: 'Client: ', bold: true }), new TextRun(doc.client)] }),
    new Paragraph({ children: [new TextRun({ text: 'Source file: ', bold: true }), new TextRun(doc.fileName)] }),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Terms')] }),
    grid(
      ['Field', 'Value'],
      doc.fields.map((f) => [f.name, f.value]),
    ),
  ];
  for (const t of doc.tables) {
    children.push(
      new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(`Table ${t.tableNumber}`)] }),
    );
    children.push(grid(t.columns, t.rows));
  }
  const file = new Document({
    creator: 'Paperbridge',
    title: `${doc.documentType} ${doc.reference}`,
    sections: [{ children }],
  });
  return stableZip(await Packer.toBuffer(file));
}
