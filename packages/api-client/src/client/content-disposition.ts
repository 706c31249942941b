/**
 * Reads the file name from a `Content-Disposition` header (RFC 6266). `filename*` (RFC 8187
 * extended notation, e.g. `filename*=UTF-8''r%C3%A9sum%C3%A9.csv`) wins over `filename`.
 * Quoted strings may contain `\"` escapes and semicolons. Returns `undefined` when no name can be
 * read; path separators are stripped so a name can never point outside a download folder.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = parseParameters(header);
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const decoded = decodeExtendedValue(extended);
    if (decoded) return sanitize(decoded);
  }
  const plain = params.get('filename');
  return plain ? sanitize(plain) : undefined;
}

/** Splits `type; a=b; c="d;e"` into lower-cased parameter names and unquoted values. */
function parseParameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(re)) {
    const name = match[1]!.toLowerCase();
    let value = match[2]!.trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/** Decodes `charset'lang'percent-encoded` (RFC 8187); only UTF-8 and ISO-8859-1 are defined. */
function decodeExtendedValue(value: string): string | undefined {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const charset = match[1]!.toLowerCase();
  const encoded = match[2]!;
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  } catch {
    return undefined;
  }
  return undefined;
}

function sanitize(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base && base !== '.' && base !== '..' ? base : undefined;
}
