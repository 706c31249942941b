/**
 * Where the host finds the lego-* API. Two sources, so one build can be deployed anywhere:
 * - `VITE_API_BASE_URL` at build time;
 * - `/config.json` at run time (`{ "apiBaseUrl": "https://gateway.example" }`), which wins, so
 *   operations can repoint a deployed build without rebuilding it. The build ships `{}` (no
 *   override), so the file is always there and a plain load logs no 404.
 * The default `''` means the page's own origin, where `server.mjs` (or the bank's gateway)
 * forwards `/api` to the API.
 */

/** The host's run-time configuration. */
export interface HostConfig {
  /** Origin (and optional prefix) the client puts before `/api/...`; `''` = same origin. */
  apiBaseUrl: string;
}

/** Where the run-time file is served from. */
export const CONFIG_URL = '/config.json';

/**
 * A usable base URL, or `undefined`: `''`, a path starting with `/`, or an absolute http(s)
 * URL. A trailing slash is dropped because the client appends paths starting with `/api`.
 */
export function normaliseBaseUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return '';
  if (text.startsWith('/') && !text.startsWith('//')) return text.replace(/\/+$/, '');
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return text.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/** The build-time default: `VITE_API_BASE_URL` when it is usable, else same origin. */
export function buildTimeConfig(env: { VITE_API_BASE_URL?: string } = import.meta.env): HostConfig {
  return { apiBaseUrl: normaliseBaseUrl(env.VITE_API_BASE_URL) ?? '' };
}

/**
 * Reads `/config.json` over the build-time default. A missing, unreachable or malformed file,
 * or a malformed `apiBaseUrl` in it, leaves the default in place: a broken config file must
 * not stop the sign-in page from showing.
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch, fallback: HostConfig = buildTimeConfig()): Promise<HostConfig> {
  try {
    // A plain GET, so it reuses the response index.html preloads (same URL, mode and credentials);
    // server.mjs serves it with `cache-control: no-cache`, so a changed file is seen at once.
    const response = await fetchImpl(CONFIG_URL);
    if (!response.ok) return fallback;
    const body: unknown = await response.json();
    if (body === null || typeof body !== 'object' || !('apiBaseUrl' in body)) return fallback;
    const apiBaseUrl = normaliseBaseUrl(body.apiBaseUrl);
    return apiBaseUrl === undefined ? fallback : { apiBaseUrl };
  } catch {
    return fallback;
  }
}
