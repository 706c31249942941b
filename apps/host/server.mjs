#!/usr/bin/env node
// Serves the host's production build the way the bank's gateway will: one origin, static files
// under a strict Content-Security-Policy, and `/api` forwarded to the lego-* API (the sandbox by
// default). No dependencies: node:http only, so it starts in milliseconds.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The policy: no inline script or style, no eval, nothing from another origin. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/**
 * Creates the host server. `apiPort` may be a function, read on every forwarded request: the
 * end-to-end tests use it to take the API away mid-session and bring it back.
 * @param {{ distDir?: string, apiHost?: string, apiPort?: number | (() => number) }} options
 */
export function createHostServer({ distDir = join(here, 'dist'), apiHost = '127.0.0.1', apiPort = 8787 } = {}) {
  const root = resolve(distDir);
  const upstreamPort = typeof apiPort === 'function' ? apiPort : () => apiPort;
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      const upstream = httpRequest(
        { host: apiHost, port: upstreamPort(), method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        // The API is down: answer like the gateway would, in the contract's error shape.
        if (res.headersSent) return res.destroy();
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ validationMessages: [{ code: '503', message: 'Service Unavailable', description: 'Service Unavailable' }] }));
      });
      req.pipe(upstream);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...SECURITY_HEADERS });
      return res.end();
    }
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) {
      res.writeHead(400, SECURITY_HEADERS);
      return res.end('Bad path');
    }
    const isAsset = url.pathname.startsWith('/assets/');
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Client-side routes fall back to the app shell; a missing hashed asset is a real 404.
      if (isAsset || extname(url.pathname) !== '') {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
        return res.end('Not found');
      }
      file = join(root, 'index.html');
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...SECURITY_HEADERS,
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 5173);
  const apiPort = Number(process.env.API_PORT ?? 8787);
  const distDir = join(here, 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error('apps/host/dist is missing: run the build first (npm start does).');
    process.exit(1);
  }
  const server = createHostServer({ distDir, apiPort });
  server.listen(port, '127.0.0.1', () => console.log(`host: http://localhost:${port} (API forwarded to :${apiPort})`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
