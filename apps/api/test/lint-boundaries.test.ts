/**
 * Issue 43 item 1, the deliberate breaks: the architecture lint (architecture/eslint.mjs, built
 * from the role table architecture/roles.mjs and spread by eslint.config.js) fails on a module
 * file of no known role importing the database, a web feature importing app/, a 400-line source
 * file and a service value-importing another module's repository; and it passes the same imports
 * where the table allows them. The fixtures are text linted as if at the given path
 * (ESLint's lintText), so no broken file ever sits in the tree.
 */
import { ESLint, type Linter } from 'eslint';
import { parser } from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;

let eslint: ESLint;

beforeAll(async () => {
  const moduleUrl = new URL('architecture/eslint.mjs', `file://${ROOT}`).href;
  const { architectureConfig } = (await import(moduleUrl)) as {
    architectureConfig: (options?: { pendingSplit?: string[] }) => Linter.Config[];
  };
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser } },
      ...architectureConfig(),
    ],
  });
});

/** The rule ids ESLint reports for `code` as if it were the file at `path` (from the root). */
async function failures(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the architecture lint (issue 43)', () => {
  it('fails a module file of no known role that imports the database', async () => {
    const code = [
      "import { sql } from 'drizzle-orm';",
      "import { hostels } from '../../db/schema/index.ts';",
      'export const anyHostel = sql`select 1 from ${hostels} limit 1`;',
      '',
    ].join('\n');
    expect(await failures('apps/api/src/modules/hostels/hostel-helpers.ts', code)).toContain(
      'boundaries/no-unknown-files',
    );
    // The same file named for its role (a query) passes.
    expect(await failures('apps/api/src/modules/hostels/hostel-helpers.query.ts', code)).toEqual(
      [],
    );
  });

  it('fails a web feature that imports app/ or another feature', async () => {
    expect(
      await failures(
        'apps/web/src/features/bookings/components/fixture.tsx',
        "import { AppProvider } from '../../../app/provider';\nexport const Provider = AppProvider;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await failures(
        'apps/web/src/features/bookings/components/fixture.tsx',
        "import * as chat from '../../messaging/api/get-chats';\nexport const api = chat;\n",
      ),
    ).toContain('boundaries/dependencies');
    // Its own feature and the shared layers are fine.
    expect(
      await failures(
        'apps/web/src/features/bookings/components/fixture.tsx',
        "import { paths } from '../../../config/paths';\nexport const home = paths;\n",
      ),
    ).toEqual([]);
  });

  it('fails a source file over 350 lines, counted as wc -l counts', async () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`).join(
        '\n',
      ) + '\n';
    expect(await failures('apps/api/src/lib/long-file.ts', lines(400))).toContain('max-lines');
    expect(await failures('apps/api/src/lib/long-file.ts', lines(350))).toEqual([]);
    expect(await failures('apps/api/src/lib/long-file.ts', lines(351))).toContain('max-lines');
    // Comments and blank lines count too.
    expect(
      await failures('apps/api/src/lib/long-file.ts', lines(300) + '//\n\n'.repeat(26)),
    ).toContain('max-lines');
    // Tests are not held to it.
    expect(await failures('apps/api/src/lib/long-file.test.ts', lines(400))).toEqual([]);
  });

  it("fails a service that value-imports another module's repository, and passes `import type`", async () => {
    const path = 'apps/api/src/modules/favorites/fixture.service.ts';
    expect(
      await failures(
        path,
        "import { createHostelsRepository } from '../hostels/hostels.repository.ts';\nexport const make = createHostelsRepository;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await failures(
        path,
        "import type { HostelsRepository } from '../hostels/hostels.repository.ts';\nexport type Hostels = HostelsRepository;\n",
      ),
    ).toEqual([]);
    // Its own module's repository may come in as a value.
    expect(
      await failures(
        path,
        "import { createFavoritesRepository } from './favorites.repository.ts';\nexport const make = createFavoritesRepository;\n",
      ),
    ).toEqual([]);
  });

  it('fails a route or a service that imports the database, and lib/ running SQL', async () => {
    const db =
      "import { hostels } from '../../db/schema/index.ts';\nexport const table = hostels;\n";
    expect(await failures('apps/api/src/modules/favorites/fixture.routes.ts', db)).toContain(
      'boundaries/dependencies',
    );
    expect(await failures('apps/api/src/modules/favorites/fixture.service.ts', db)).toContain(
      'boundaries/dependencies',
    );
    expect(
      await failures(
        'apps/api/src/lib/fixture.ts',
        "import { sql } from 'drizzle-orm';\nexport const one = sql`select 1`;\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('is the configuration eslint.config.js uses', async () => {
    const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(
      `${ROOT}apps/api/src/modules/hostels/hostels.routes.ts`,
    )) as Linter.Config;
    const level = (rule: string) => {
      const entry = config.rules?.[rule];
      return Array.isArray(entry) ? entry[0] : entry;
    };
    for (const rule of [
      'boundaries/no-unknown-files',
      'boundaries/dependencies',
      'max-lines',
      'import-x/no-cycle',
    ]) {
      expect([rule, level(rule)]).toEqual([rule, 2]);
    }
  });
});
