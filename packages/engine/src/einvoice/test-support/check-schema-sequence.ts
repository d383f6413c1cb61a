import type { Element } from '@xmldom/xmldom';
import { elementChildren } from '../dom-select.ts';
import { parseXml } from '../xml-document.ts';

interface Particle {
  name: string;
  /** the aggregate's type; undefined for a leaf (its content is not checked) */
  type?: string;
  min: number;
  max: number;
}

function particles(spec: string): Particle[] {
  return spec.split(' ').map((token) => {
    const [, name, type, card] = /^(\w+)(?::(\w*))?([?*+]?)$/.exec(token)!;
    return {
      name: name!,
      type: type === undefined ? undefined : type || name!,
      min: card === '?' || card === '*' ? 0 : 1,
      max: card === '*' || card === '+' ? Infinity : 1,
    };
  });
}

export interface SequenceRules {
  sequences: Record<string, string>;
  /** the namespace an element must be in, given its parent's type and whether it is an aggregate */
  namespaceOf: (parentType: string, aggregate: boolean) => string;
}

/**
 * Where `xml` departs from the schema's element sequences (`schema-sequences.ts`): an element the type does not
 * have or that comes out of order, one too many, a required one missing, an element in the wrong namespace. An
 * xsd:sequence is strict, so any of these makes the document invalid. Empty: in sequence.
 */
export function schemaSequenceErrors(xml: string, rootType: string, rules: SequenceRules): string[] {
  const parsed = parseXml(new TextEncoder().encode(xml));
  if (!parsed.ok) return [`not well-formed: ${parsed.message}`];
  const errors: string[] = [];
  check(parsed.doc.documentElement!, rootType, `/${parsed.doc.documentElement!.localName}`, rules, errors);
  return errors;
}

function check(el: Element, type: string, path: string, rules: SequenceRules, errors: string[]): void {
  const spec = rules.sequences[type];
  if (!spec) {
    errors.push(`${path}: no sequence listed for type ${type}`);
    return;
  }
  const seq = particles(spec);
  const counts = new Array<number>(seq.length).fill(0);
  let at = 0;
  for (const child of elementChildren(el)) {
    const name = child.localName!;
    let i = at;
    while (i < seq.length && seq[i]!.name !== name) i++;
    if (i === seq.length) {
      const known = seq.some((p) => p.name === name);
      errors.push(`${path}: <${name}> ${known ? 'out of order' : `is not an element of ${type}`}`);
      continue;
    }
    at = i;
    const p = seq[i]!;
    if (++counts[i]! > p.max) errors.push(`${path}: <${name}> repeated, the schema allows ${p.max}`);
    const ns = rules.namespaceOf(type, p.type !== undefined);
    if (child.namespaceURI !== ns) errors.push(`${path}/${name}: in namespace ${child.namespaceURI}, not ${ns}`);
    if (p.type) check(child, p.type, `${path}/${name}`, rules, errors);
  }
  seq.forEach((p, i) => {
    if (counts[i]! < p.min) errors.push(`${path}: required <${p.name}> missing`);
  });
}
