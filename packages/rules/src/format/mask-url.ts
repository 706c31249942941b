/**
 * Callback URLs are shown masked (spec section 3): the scheme and host stay readable so a user
 * recognises the endpoint; path, query and credentials are hidden.
 */

/** What replaces the hidden part. */
export const URL_MASK = '****';

/**
 * `https://shop.example.com/cb?key=1` as `https://shop.example.com/****`. A value that is not
 * an absolute URL keeps its first 4 characters only; '' stays ''.
 */
export function maskUrl(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return '';
  try {
    const url = new URL(text);
    const hidden = url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '';
    return `${url.protocol}//${url.host}/${hidden ? URL_MASK : ''}`;
  } catch {
    return `${text.slice(0, 4)}${URL_MASK}`;
  }
}
