import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEXT = /\.(html|js|mjs|css|json|webmanifest)$/;

/**
 * A copy of the built web app for a product started with WEB_DIST pointing at it, so a test can deploy
 * a "new version" under a running tab without touching apps/web/dist. Source maps are left out.
 */
export function copyWebBuild(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-web-'));
  fs.cpSync(path.join(repoRoot, 'apps/web/dist'), dir, { recursive: true, filter: (f) => !f.endsWith('.map') });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Deploys a new version the way a build does: every file under assets/ gets a new name (its content hash
 * changes) and every reference to it follows, so the old names are gone. Answers the new names by old.
 */
export function deployNewVersion(dir: string, tag = 'v2'): Map<string, string> {
  const assets = path.join(dir, 'assets');
  const names = new Map(fs.readdirSync(assets).map((n) => [n, `${tag}-${n}`]));
  for (const [from, to] of names) fs.renameSync(path.join(assets, from), path.join(assets, to));
  const escaped = [...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // a name is referenced after a slash or a quote ("./x.js", "/assets/x.js", "x.js")
  const reference = new RegExp(`(?<=[/"'\`])(${escaped.join('|')})`, 'g');
  const rewrite = (file: string) => {
    const text = fs.readFileSync(file, 'utf8');
    const next = text.replace(reference, (n) => names.get(n)!);
    if (next !== text) fs.writeFileSync(file, next);
  };
  rewrite(path.join(dir, 'index.html'));
  for (const n of names.values()) if (TEXT.test(n)) rewrite(path.join(assets, n));
  return names;
}

/** The built file of a page chunk (`manual-upload.page-<hash>.js`), by the start of its name. */
export function assetNamed(dir: string, prefix: string): string {
  const hit = fs.readdirSync(path.join(dir, 'assets')).find((n) => n.startsWith(prefix) && n.endsWith('.js'));
  if (!hit) throw new Error(`no built chunk starts with ${prefix}`);
  return path.join(dir, 'assets', hit);
}
