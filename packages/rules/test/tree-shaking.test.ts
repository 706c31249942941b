// Importing one plain validator through the package's entry must not pull in yup or the other
// forms (sideEffects: false plus one module per concern).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireHere = createRequire(join(root, 'package.json'));

/** The part of esbuild's API used here (esbuild comes with tsup; it is not a direct dependency). */
interface Esbuild {
  build(options: Record<string, unknown>): Promise<{
    metafile: { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };
  }>;
}
const esbuild = createRequire(requireHere.resolve('tsup'))('esbuild') as Esbuild;

async function modulesOf(entry: string): Promise<string[]> {
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output!.inputs)
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([file]) => file);
}

describe('tree shaking', () => {
  it('bundles validateLogin without yup or other forms', async () => {
    const modules = await modulesOf("export { validateLogin } from './src/index.ts';");
    expect(modules.some((file) => file.includes('yup'))).toBe(false);
    expect(modules.filter((file) => file.includes('/forms/'))).toEqual(['src/forms/login/login.ts']);
  });

  it('bundles yup with a schema builder', async () => {
    const modules = await modulesOf("export { loginSchema } from './src/index.ts';");
    expect(modules.some((file) => file.includes('yup'))).toBe(true);
  });
});
