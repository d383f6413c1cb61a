import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printedOnly } from '@paperbridge/test-kit/corpora/printed-only.ts';
import { corpora } from './coolblue-mapping.ts';

/** A Factur-X PDF of the shared corpus, as it is (with its e-invoice). */
export const fxFile = (name: string) => path.join(corpora, 'einvoices/XML-Rechnung/FX', `${name}.pdf`);

/**
 * Copies of Factur-X PDFs without their e-invoice, for tests of what is read from a printed page (issue 30): with the
 * attachment the values would come from the XML (issue 25). Answers each copy's path by name.
 */
export async function printedFxCopies(names: string[]): Promise<(name: string) => string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printed-fx-'));
  for (const name of names)
    fs.writeFileSync(path.join(dir, `${name}.pdf`), await printedOnly(fs.readFileSync(fxFile(name))));
  return (name: string) => {
    const file = path.join(dir, `${name}.pdf`);
    if (!fs.existsSync(file)) throw new Error(`no printed copy of ${name}: add it to printedFxCopies`);
    return file;
  };
}
