/**
 * The HTTP client's own chunk: the login page imports it on its first call or when it idles
 * (`main.tsx`), so openapi-fetch and the session middleware are not part of its first load. A
 * module of its own, so the chunk holds `createLegoClient` and not the whole package.
 */
export { createLegoClient } from '@lego-portal/api-client';
