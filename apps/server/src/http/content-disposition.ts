/** RFC 8187's attr-char: everything else in `filename*` is percent-encoded (encodeURIComponent leaves ' ( ) * alone). */
const encodeExtValue = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A Content-Disposition value for any file name (RFC 6266): the exact name UTF-8 percent-encoded in
 * `filename*`, which browsers prefer, and an ASCII stand-in in `filename` for older clients. Node
 * refuses a header holding characters outside Latin-1 (ERR_INVALID_CHAR, a 500), and quotes,
 * backslashes and control characters would break out of the quoted string.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  // a lone surrogate (possible from a JSON string) would make encodeURIComponent throw
  const name = fileName.replace(LONE_SURROGATE, '\ufffd');
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${ascii || 'file'}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
