import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

describe('generated types', () => {
  it('match the contract: run `pnpm --filter @lego-portal/api-client generate` after editing openapi/', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'lego-types-')), 'schema.ts');
    const bin = join(packageDir, 'node_modules', '.bin', 'openapi-typescript');
    execFileSync(bin, [join(packageDir, '..', '..', 'openapi', 'openapi.yaml'), '--default-non-nullable', 'false', '-o', out], { stdio: 'ignore' });
    const committed = readFileSync(join(packageDir, 'src', 'generated', 'schema.ts'), 'utf8');
    expect(readFileSync(out, 'utf8') === committed, 'src/generated/schema.ts is stale').toBe(true);
  }, 30_000);
});
