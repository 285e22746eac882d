import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 21 item 1: a production install (`npm ci --omit=dev`) has only `dependencies`, so every
 * package the API imports at run time must be one, and the lint rule
 * (import-x/no-extraneous-dependencies in eslint.config.js) fails on one that is not.
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const API_SOURCE = path.join(ROOT, 'apps/api/src');

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const apiPackage = JSON.parse(
  readFileSync(path.join(ROOT, 'apps/api/package.json'), 'utf8'),
) as PackageJson;

function runtimeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return runtimeFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

// `import x from 'pkg/sub'` and `await import('pkg')`; `import type` is erased by the build.
const IMPORT = /^\s*(?:import|export)(?!\s+type\s)[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/gm;

function packageName(specifier: string): string {
  const [first = '', second = ''] = specifier.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

// The repository's own lint configuration, without the type-aware part (files need not exist).
const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

async function extraneousImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-extraneous-dependencies')
    .map((message) => message.message);
}

describe('production dependencies', { timeout: 60_000 }, () => {
  it('should declare every package the API imports at run time as a dependency', () => {
    const imported = new Set<string>();
    for (const file of runtimeFiles(API_SOURCE)) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? '';
        if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
        if (builtinModules.includes(specifier)) continue;
        imported.add(packageName(specifier));
      }
    }
    expect(imported).toContain('otpauth');
    const undeclared = [...imported].filter((name) => !apiPackage.dependencies?.[name]);
    expect(undeclared).toEqual([]);
  });

  it('should fail the lint on a run-time import of a devDependency or an undeclared package', async () => {
    expect(await extraneousImports('apps/api/src/lib/probe.ts', "import 'otpauth';\n")).toEqual([]);
    expect(
      await extraneousImports(
        'apps/api/src/lib/probe.ts',
        "import pino from 'pino';\nvoid pino;\n",
      ),
    ).toEqual([`'pino' should be listed in the project's dependencies, not devDependencies.`]);
    expect(
      (await extraneousImports('apps/api/src/scripts/probe.ts', "import 'vitest';\n"))[0],
    ).toMatch(/'vitest' should be listed in the project's dependencies/);
    expect(
      (await extraneousImports('packages/shared/src/probe.ts', "import 'drizzle-orm';\n"))[0],
    ).toMatch(/'drizzle-orm' should be listed in the project's dependencies/);
  });

  it('should let tests, configs, e2e and bench import devDependencies', async () => {
    const devImports = "import 'pino';\nimport 'vitest';\nimport 'fast-check';\n";
    expect(await extraneousImports('apps/api/src/lib/probe.test.ts', devImports)).toEqual([]);
    expect(await extraneousImports('apps/api/test/probe.ts', devImports)).toEqual([]);
    expect(await extraneousImports('apps/web/vite.config.ts', "import 'vite';\n")).toEqual([]);
    expect(await extraneousImports('e2e/journeys/probe.test.ts', "import 'pg';\n")).toEqual([]);
    expect(await extraneousImports('bench/probe.ts', "import 'autocannon';\n")).toEqual([]);
  });
});
