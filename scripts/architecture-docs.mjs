// @ts-check
/**
 * Writes the README's architecture section from the role table (issue 43: a hand-drawn picture
 * drifts). `npm run docs:architecture` rewrites the text between the two markers in README.md;
 * `node scripts/architecture-docs.mjs --check` exits 1 when it is out of date
 * (apps/api/test/architecture-docs.test.ts runs the same check).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { ROLES } from '../architecture/roles.mjs';

export const START =
  '<!-- architecture:start (npm run docs:architecture writes this part from architecture/roles.mjs) -->';
export const END = '<!-- architecture:end -->';
const README = fileURLToPath(new URL('../README.md', import.meta.url));

/** How a role's pattern reads in the table. */
function files(pattern) {
  return (Array.isArray(pattern) ? pattern : [pattern])
    .map(
      (glob) =>
        `\`${glob.replace(/^apps\/(api|web)\/src\//, '').replace(/^packages\/shared\/src\//, 'shared/')}\``,
    )
    .join(', ');
}

/** How an allowed import reads: `api/repository` (own module), `api/service` (types). */
function allowed(entry) {
  if (typeof entry === 'string') return entry === '*' ? 'anything' : entry;
  const notes = [
    entry.sameModule ? 'own module' : null,
    entry.sameFeature ? 'own feature' : null,
    entry.typeOnly ? 'types only' : null,
  ].filter(Boolean);
  return `${entry.role} (${notes.join(', ')})`;
}

const APPS = [
  ['api', 'apps/api/src: the Fastify API (paths below are from `apps/api/src/`)'],
  ['web', 'apps/web/src: the React app (paths below are from `apps/web/src/`)'],
  ['shared', 'packages/shared/src: used by both apps'],
];

/** The generated markdown, formatted as prettier formats the README. */
export async function renderArchitecture() {
  const parts = [
    START,
    '',
    'Every source file has one role, named by its path; the first matching row is its role, and a',
    'file matching none fails the lint. A role imports only what its row lists (deny by default;',
    '`import-x/no-cycle` forbids circles). SQL libraries are imported as values only by the roles',
    'marked SQL. The table is `architecture/roles.mjs`, read by `eslint.config.js`',
    '(docs/decisions/036-file-roles.md).',
    '',
  ];
  for (const [app, title] of APPS) {
    const roles = ROLES.filter((role) => role.role.split('/')[0] === app);
    parts.push(
      `**${title}**`,
      '',
      '| role | files | what they hold | may import | SQL |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const role of roles) {
      const imports = role.mayImport.map(allowed).join(', ');
      parts.push(
        `| ${role.role} | ${files(role.pattern)} | ${role.does.replaceAll('|', '\\|')} | ${imports} | ${role.sql ? 'yes' : ''} |`,
      );
    }
    parts.push('');
  }
  parts.push(END);
  const options = (await prettier.resolveConfig(README)) ?? {};
  return (await prettier.format(parts.join('\n'), { ...options, parser: 'markdown' })).trimEnd();
}

/** README.md with its architecture part replaced by `section`. */
export function withSection(readme, section) {
  const start = readme.indexOf('<!-- architecture:start');
  const end = readme.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`README.md has no ${START} ... ${END} markers`);
  return readme.slice(0, start) + section + readme.slice(end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = await readFile(README, 'utf8');
  const next = withSection(readme, await renderArchitecture());
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error(
        'README.md: the architecture section is out of date; run npm run docs:architecture',
      );
      process.exit(1);
    }
  } else if (next !== readme) {
    await writeFile(README, next);
  }
}
