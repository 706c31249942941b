#!/usr/bin/env node
// The intranet's web server in miniature: the built page under /intranet/merchant-portal/ (any
// path below it falls back to the page, the router takes it from there), the lego-* gateway
// under /intranet/gateway/ (forwarded to the API with the prefix taken off), nothing else.
// node:http only. Usage: API_URL=http://127.0.0.1:8787 PORT=4180 node serve.mjs [distDir]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASE = '/intranet/merchant-portal/';
export const GATEWAY = '/intranet/gateway/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

// The intranet is strict too: no inline script or style, nothing from elsewhere.
const HEADERS = {
  'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

/**
 * @param {{ distDir: string, apiUrl: string }} options
 * @returns {import('node:http').Server}
 */
export function createIntranetServer({ distDir, apiUrl }) {
  const root = resolve(distDir);
  const api = new URL(apiUrl);
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith(GATEWAY)) {
      const path = `/${url.pathname.slice(GATEWAY.length)}${url.search}`;
      const upstream = request({ host: api.hostname, port: api.port, method: req.method, path, headers: { ...req.headers, host: api.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => {
        if (res.headersSent) return res.destroy();
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ validationMessages: [{ code: '503', message: 'Service Unavailable', description: 'Service Unavailable' }] }));
      });
      req.pipe(upstream);
      return;
    }
    if (!url.pathname.startsWith(BASE) && url.pathname !== BASE.slice(0, -1)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...HEADERS });
      return res.end('Not found');
    }
    let file = normalize(join(root, decodeURIComponent(url.pathname.slice(BASE.length - 1))));
    if (!file.startsWith(root)) {
      res.writeHead(400, HEADERS);
      return res.end('Bad path');
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (extname(url.pathname) !== '') {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...HEADERS });
        return res.end('Not found');
      }
      file = join(root, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', ...HEADERS });
    createReadStream(file).pipe(res);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('dist', import.meta.url));
  const port = Number(process.env.PORT ?? 4180);
  const server = createIntranetServer({ distDir, apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8787' });
  server.listen(port, '127.0.0.1', () => console.log(`intranet: http://127.0.0.1:${port}${BASE}`));
}
