import type { Server } from 'node:http';

/** The Content-Security-Policy every page and asset is served with. */
export declare const CONTENT_SECURITY_POLICY: string;

/** Options of {@link createHostServer}. */
export interface HostServerOptions {
  /** The production build to serve (default `apps/host/dist`). */
  distDir?: string;
  /** Where `/api` is forwarded (default 127.0.0.1). */
  apiHost?: string;
  /** Port `/api` is forwarded to, or a function read on every request (default 8787). */
  apiPort?: number | (() => number);
}

/** Serves the build under the CSP and forwards `/api` to the lego-* API. */
export declare function createHostServer(options?: HostServerOptions): Server;
