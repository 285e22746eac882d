/**
 * Issue 43: the README's architecture section is written from the role table
 * (architecture/roles.mjs) by `npm run docs:architecture`; this test fails when the table changed
 * and the README was not rewritten.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url);

describe('README architecture section (issue 43)', () => {
  it('is the one npm run docs:architecture writes from architecture/roles.mjs', async () => {
    const { renderArchitecture, withSection } = (await import(
      new URL('scripts/architecture-docs.mjs', ROOT).href
    )) as {
      renderArchitecture: () => Promise<string>;
      withSection: (readme: string, section: string) => string;
    };
    const readme = await readFile(new URL('README.md', ROOT), 'utf8');
    const section = await renderArchitecture();
    expect(section).toContain('api/repository');
    expect(withSection(readme, section)).toBe(readme);
  });
});
