/** A running sandbox child process. */
export interface SandboxProcess {
  /** e.g. http://127.0.0.1:41234 (the API is under /api). */
  url: string;
  port: number;
  /** Stops it (SIGTERM) and resolves when it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts an in-memory sandbox on a free port with `transactions` seeded, and access tokens of
 * `accessTokenLifetime` seconds when given (the sandbox's `--access-token-lifetime`).
 */
export declare function startSandboxProcess(options?: { transactions?: number; accessTokenLifetime?: number; timeoutMs?: number }): Promise<SandboxProcess>;
