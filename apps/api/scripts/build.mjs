// Bundles the API into dist/server.js: our TypeScript (and @hostelhub/shared) compiled in,
// every other package left to node_modules, the SQL migrations copied beside it.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fromRoot = (relative) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
rmSync(fromRoot('dist'), { recursive: true, force: true });

await build({
  entryPoints: [fromRoot('src/server.ts')],
  outfile: fromRoot('dist/server.js'),
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
console.log('api built: dist/server.js');
