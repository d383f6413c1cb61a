// The failed tests of a tier's TAP output, each with its place and the first lines of its error, so that the
// end of `npm test` names them: CI shows only the tail of its log (session 32's run failed two PostgreSQL tests
// that its tail did not name).

const MAX_ERROR_LINES = 14;

/** @returns {{ name: string, location: string, error: string[] }[]} */
export function tapFailures(out) {
  const lines = out.split('\n');
  const failures = [];
  for (let i = 0; i < lines.length; i++) {
    const head = /^(\s*)not ok \d+ - (.*)$/.exec(lines[i]);
    if (!head) continue;
    const indent = head[1].length + 2;
    if (lines[i + 1]?.trim() !== '---') {
      failures.push({ name: head[2], location: '', error: [] });
      continue;
    }
    // the YAML block ends with "..." at the block's own indentation
    const block = [];
    let j = i + 2;
    for (; j < lines.length; j++) {
      const line = lines[j];
      if (line.trim() === '...' && line.length - line.trimStart().length === indent) break;
      block.push(line.slice(indent));
    }
    i = j;
    const field = (key) => block.findIndex((l) => l.startsWith(`${key}:`));
    const scalar = (key) => {
      const k = field(key);
      return k < 0
        ? ''
        : block[k]
            .slice(key.length + 1)
            .trim()
            .replace(/^'(.*)'$/, '$1');
    };
    // a suite whose subtests failed repeats what they say
    if (scalar('failureType') === 'subtestsFailed') continue;
    const error = [];
    const k = field('error');
    if (k >= 0) {
      const value = scalar('error');
      if (value === '|-' || value === '|' || value === '>-') {
        for (let m = k + 1; m < block.length && /^(\s{2}|$)/.test(block[m]); m++) error.push(block[m].slice(2));
      } else error.push(value);
    }
    // where in the project's code it was thrown: the first stack line outside node's own and node_modules
    const s = field('stack');
    if (s >= 0)
      for (let m = s + 1; m < block.length && block[m].startsWith('  '); m++) {
        const frame = block[m].trim();
        if (!frame.includes('node:') && !frame.includes('node_modules')) {
          error.push(`at ${frame}`);
          break;
        }
      }
    while (error.length && !error[error.length - 1].trim()) error.pop();
    const shown = error.length > MAX_ERROR_LINES ? [...error.slice(0, MAX_ERROR_LINES), '…'] : error;
    failures.push({ name: head[2], location: scalar('location'), error: shown });
  }
  return failures;
}
