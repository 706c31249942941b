/** Launch options for Debian's Chromium (`CHROMIUM_PATH` or /usr/bin/chromium). */
export declare const CHROMIUM: { executablePath: string; args: string[] };
