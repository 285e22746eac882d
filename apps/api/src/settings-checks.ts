import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The checks of loadSettings that a schema cannot make (issue 21 item 7): a production
 * JWT_SECRET that is easy to guess, and a DATA_DIR the server could not write. Each returns
 * one sentence naming the setting, or undefined when the value is fine.
 */

/** Below this many bits (estimated from character frequencies) a secret is refused. */
const MIN_SECRET_BITS = 64;
const SECRET_ADVICE = 'use a random value, for example the output of `openssl rand -base64 48`';

/**
 * Words of the placeholders example env files and tutorials put in JWT_SECRET (issue 41 item
 * 11), matched in the secret lower-cased with everything but letters and digits removed, so
 * `your-secret-here` and `YOUR_SECRET_HERE` are both `yoursecrethere`. Each has six letters
 * or more, so a random base64 secret holds one by chance about once in ten million.
 */
const PLACEHOLDER_WORDS = [
  'changeme',
  'replaceme',
  'secret',
  'example',
  'placeholder',
  'password',
  'default',
  'sample',
] as const;

/** The placeholder word `secret` holds (see PLACEHOLDER_WORDS), or undefined. */
function placeholderWordIn(secret: string): string | undefined {
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, '');
  return PLACEHOLDER_WORDS.find((word) => letters.includes(word));
}

/**
 * Why a production JWT_SECRET is too weak, or undefined. Refused: any whitespace (a blank or
 * mangled value from an env file), a placeholder (`changeme-changeme-…`, `your-secret-here…`:
 * a word of PLACEHOLDER_WORDS, issue 41 item 11), a short unit repeated (`xxxx…`, `abab…`,
 * `passwordpassword…`), or under 64 bits by its character frequencies (Shannon entropy ×
 * length). A random value from `openssl rand -hex 16` or longer always passes. The answer
 * names the setting, never the value. Issue 21 item 7.
 */
export function secretStrengthProblem(secret: string): string | undefined {
  if (/\s/.test(secret)) {
    return `JWT_SECRET: must not contain spaces or line breaks in production; ${SECRET_ADVICE}`;
  }
  const placeholder = placeholderWordIn(secret);
  if (placeholder) {
    return `JWT_SECRET: looks like a placeholder (it contains "${placeholder}"); ${SECRET_ADVICE}`;
  }
  if (isShortUnitRepeated(secret) || estimatedBits(secret) < MIN_SECRET_BITS) {
    return `JWT_SECRET: too predictable for production (repeated characters); ${SECRET_ADVICE}`;
  }
  return undefined;
}

// 'abcabcab' is 'abc' repeated (a partial last copy counts): a unit of up to 8 characters.
function isShortUnitRepeated(value: string): boolean {
  for (let unit = 1; unit <= 8 && unit < value.length; unit += 1) {
    let repeats = true;
    for (let index = unit; index < value.length && repeats; index += 1) {
      repeats = value[index] === value[index - unit];
    }
    if (repeats) return true;
  }
  return false;
}

function estimatedBits(value: string): number {
  const counts = new Map<string, number>();
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1);
  let perCharacter = 0;
  for (const count of counts.values()) {
    const share = count / value.length;
    perCharacter -= share * Math.log2(share);
  }
  return perCharacter * value.length;
}

/**
 * Why a production PUBLIC_URL cannot be used, or undefined (issue 41 item 7): every link,
 * canonical, sitemap entry and List-Unsubscribe URL is built from it, and RFC 8058 one-click
 * unsubscribing needs https. An http URL passes only on a loopback host (`localhost`,
 * 127.0.0.0/8, `[::1]`): a trial run or a smoke test on the machine itself.
 */
export function publicUrlProblem(publicUrl: string): string | undefined {
  const url = new URL(publicUrl);
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return undefined;
  return `PUBLIC_URL: must be an https:// URL in production (${publicUrl} is not); links, canonicals and one-click unsubscribe are built from it`;
}

// URL.hostname keeps an IPv6 address in brackets and lowercases names.
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * Why the server could not keep its files in `dataDir`, or undefined: creates the directory
 * when missing, then writes and removes a probe file, so a file in the way, a read-only or
 * pseudo file system (`/proc/...`) or missing permissions are found at start-up in
 * milliseconds, not as a hang or a stack trace later. Issue 21 item 7.
 */
export function dataDirProblem(dataDir: string): string | undefined {
  const advice = 'point DATA_DIR at a directory Hostelhub can write to';
  try {
    if (!statSync(dataDir).isDirectory()) {
      return `DATA_DIR: ${dataDir} is a file, not a directory; ${advice}`;
    }
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') {
      return `DATA_DIR: cannot open ${dataDir} (${errorCode(error)}); ${advice}`;
    }
    try {
      createDirectories(dataDir);
    } catch (mkdirError) {
      return `DATA_DIR: cannot create ${dataDir} (${errorCode(mkdirError)}); ${advice}`;
    }
  }
  const probe = path.join(dataDir, `.write-check-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    return `DATA_DIR: cannot write in ${dataDir} (${errorCode(error)}); ${advice}`;
  }
  return undefined;
}

// mkdirSync(dir, { recursive: true }) never returns under /proc (Node retries the ENOENT the
// kernel answers forever: the 40 s hang of issue 21 item 7), so one level at a time.
function createDirectories(dir: string): void {
  const missing: string[] = [];
  for (let current = dir; !existsSync(current); current = path.dirname(current)) {
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}
