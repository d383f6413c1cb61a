import fs from 'node:fs';
import path from 'node:path';

/** A corpus file as a mapping's sample: its name (the file's own unless given), its bytes and its media type. */
export function sampleFile(file: string, type: string, name = path.basename(file)) {
  return { name, bytes: fs.readFileSync(file), type };
}
