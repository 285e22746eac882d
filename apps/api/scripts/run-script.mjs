// `npm run db:migrate`, `npm run create-admin`, `npm run backup`, `npm run restore` and
// `npm run rotate-resident-key`: runs src/scripts/NAME.ts through tsx in a
// development checkout, or the compiled dist/NAME.js where tsx is not installed (a production
// install, `npm ci --omit=dev`: issue 21 item 2). Arguments, standard input and the exit code
// pass through.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const SCRIPTS = ['migrate', 'create-admin', 'backup', 'restore', 'rotate-resident-key'];
const [name = '', ...args] = process.argv.slice(2);
if (!SCRIPTS.includes(name)) {
  console.error(`Usage: node scripts/run-script.mjs ${SCRIPTS.join('|')} [arguments]`);
  process.exit(2);
}

const fromRoot = (relative) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
const source = fromRoot(`src/scripts/${name}.ts`);
const built = fromRoot(`dist/${name}.js`);

function hasTsx() {
  try {
    createRequire(import.meta.url).resolve('tsx/package.json');
    return true;
  } catch {
    return false;
  }
}

let command;
if (existsSync(source) && hasTsx()) command = ['--import', 'tsx', source, ...args];
else if (existsSync(built)) command = ['--enable-source-maps', built, ...args];
else {
  console.error(`Cannot run ${name}: ${built} is missing. Run \`npm run build\` first.`);
  process.exit(1);
}

const child = spawn(process.execPath, command, {
  stdio: 'inherit',
  cwd: fromRoot('.'),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
