/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time API base URL (see `config.ts`); `/config.json` can override it at run time. */
  readonly VITE_API_BASE_URL?: string;
}
