import type { Element, Node } from '@xmldom/xmldom';

/**
 * A step of a path: an element's namespace URI (null: no namespace) and local name. Elements are
 * matched by namespace URI, never by prefix: producers write `ram:`, `ns2:` or a default namespace.
 */
export type Step = readonly [ns: string | null, localName: string];

const ELEMENT_NODE = 1;

export function isElement(n: Node | null | undefined): n is Element {
  return !!n && n.nodeType === ELEMENT_NODE;
}

/** The element children of `el` named `step`, in document order. */
export function children(el: Element | undefined, step: Step): Element[] {
  if (!el) return [];
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (isElement(n) && n.localName === step[1] && (n.namespaceURI ?? null) === step[0]) out.push(n);
  }
  return out;
}

/** All element children, any name. */
export function elementChildren(el: Element | undefined): Element[] {
  if (!el) return [];
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) if (isElement(n)) out.push(n);
  return out;
}

/** The first element reached by following `steps` (first match at each level). */
export function first(el: Element | undefined, ...steps: Step[]): Element | undefined {
  let cur = el;
  for (const step of steps) {
    cur = children(cur, step)[0];
    if (!cur) return undefined;
  }
  return cur;
}

/** Every element reached by `steps`, across all branches. */
export function all(el: Element | undefined, ...steps: Step[]): Element[] {
  let level: Element[] = el ? [el] : [];
  for (const step of steps) level = level.flatMap((e) => children(e, step));
  return level;
}

/** Trimmed text content; an empty element counts as absent. */
export function text(el: Element | undefined): string | undefined {
  const t = el?.textContent?.trim();
  return t ? t : undefined;
}

/** Text of the first element reached by `steps`. */
export function textAt(el: Element | undefined, ...steps: Step[]): string | undefined {
  return text(first(el, ...steps));
}

export function attr(el: Element | undefined, name: string): string | undefined {
  const v = el?.getAttribute(name)?.trim();
  return v ? v : undefined;
}

/** Every element of the subtree, root included, depth first (iterative: a hostile file may nest deeply). */
export function* descendants(root: Element): Generator<Element> {
  const stack: Element[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    yield el;
    stack.push(...elementChildren(el).reverse());
  }
}

/** "line 12, column 5" when the parser recorded where the element starts. */
export function where(el: Element): string {
  const n = el as Element & { lineNumber?: number; columnNumber?: number };
  return n.lineNumber ? ` (line ${n.lineNumber}, column ${n.columnNumber ?? 1})` : '';
}
