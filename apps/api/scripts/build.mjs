// Bundles the API into dist/server.js, and the operator scripts into dist/migrate.js,
// dist/create-admin.js, dist/backup.js, dist/restore.js and dist/rotate-resident-key.js (so a production install without
// tsx runs them: issue 21 item 2, issue 30): our TypeScript (and @hostelhub/shared) compiled
// in, every other package left to node_modules, the SQL migrations copied beside them.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fromRoot = (relative) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
rmSync(fromRoot('dist'), { recursive: true, force: true });

await build({
  entryPoints: {
    server: fromRoot('src/server.ts'),
    migrate: fromRoot('src/scripts/migrate.ts'),
    'create-admin': fromRoot('src/scripts/create-admin.ts'),
    backup: fromRoot('src/scripts/backup.ts'),
    restore: fromRoot('src/scripts/restore.ts'),
    'rotate-resident-key': fromRoot('src/scripts/rotate-resident-key.ts'),
  },
  outdir: fromRoot('dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@hostelhub/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(fromRoot('src/db/migrations'), fromRoot('dist/migrations'), { recursive: true });
console.log(
  'api built: dist/server.js, dist/migrate.js, dist/create-admin.js, dist/backup.js, dist/restore.js, dist/rotate-resident-key.js',
);
