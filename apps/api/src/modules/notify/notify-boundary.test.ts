import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 43 item 2: "tell a user" has one owner. No module but notify imports what tells people
 * (in-app notifications, the email/SMS outbox, live events, the mail and SMS senders and the
 * recipient texts), except the two named exceptions that are not notices: one-time codes
 * (modules/phones: an SMS code sent inside the request, decision 008) and chat messages' live
 * delivery (modules/messaging: the send statement publishes its own events, decision 007).
 * Read from the import graph of apps/api/src (tests left out: they may seed anything).
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What tells people: folders (a trailing slash) and files, relative to apps/api/src. */
const CHANNELS = [
  'modules/notifications/',
  'modules/deliveries/',
  'modules/live/',
  'lib/live-events.ts',
  'lib/mailer.ts',
  'lib/sms.ts',
  'lib/recipient-text.ts',
];

/** The named exceptions: importer (relative to src) -> the channels it may import. */
const EXCEPTIONS: Record<string, { why: string; may: string[] }> = {
  'modules/phones/phones.service.ts': {
    why: 'one-time codes: the verification SMS is sent inside the request',
    may: ['lib/sms.ts', 'lib/recipient-text.ts'],
  },
  'modules/messaging/messaging.service.ts': {
    why: "chat messages' live delivery: the send statement publishes its own events",
    may: ['lib/live-events.ts'],
  },
};

/** Every source file below `dir` (relative to src), tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(SRC, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(relative);
    return /\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name) ? [relative] : [];
  });
}

/** The relative imports of `file` (static, re-exports and dynamic), resolved against src. */
export function importsOf(file: string, text = readFileSync(path.join(SRC, file), 'utf8')) {
  const specifiers = [
    ...text.matchAll(/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gu),
    ...text.matchAll(/\bimport\s*['"]([^'"]+)['"]/gu),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/gu),
  ].map((match) => match[1] ?? '');
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

/** The channel `target` belongs to, if any. */
function channelOf(target: string): string | undefined {
  return CHANNELS.find((channel) =>
    channel.endsWith('/') ? target.startsWith(channel) : target === channel,
  );
}

/** The module folder of `file` (`modules/<name>/`), if it is in one. */
function moduleOf(file: string): string | undefined {
  const match = /^modules\/[^/]+\//u.exec(file);
  return match?.[0];
}

/**
 * Every import of a channel by a module file that is neither notify nor a channel itself (the
 * outbox's worker sends through the mail and SMS senders).
 */
function channelImports(files: readonly string[]) {
  return files.flatMap((file) => {
    const owner = moduleOf(file);
    if (!owner || owner === 'modules/notify/' || CHANNELS.includes(owner)) return [];
    return importsOf(file)
      .map((target) => ({ file, target, channel: channelOf(target) }))
      .filter(
        (found): found is { file: string; target: string; channel: string } =>
          found.channel !== undefined,
      );
  });
}

describe('notify is the one door for telling a user (issue 43 item 2)', () => {
  const found = channelImports(sourceFiles('modules'));

  it('should find no module but notify importing notifications, deliveries, live, mail or SMS', () => {
    const refused = found
      .filter(({ file, channel }) => !EXCEPTIONS[file]?.may.includes(channel))
      .map(({ file, target }) => `${file} imports ${target}`);
    expect(refused).toEqual([]);
  });

  it('should use each named exception, so the list does not outlive its reason', () => {
    for (const [file, exception] of Object.entries(EXCEPTIONS)) {
      const used = new Set(found.filter((one) => one.file === file).map((one) => one.channel));
      expect([...used].sort(), `${file}: ${exception.why}`).toEqual([...exception.may].sort());
    }
  });

  it('should see an import of each kind the rule must catch', () => {
    const text = [
      "import { createNotification } from '../notifications/notifications.repository.ts';",
      "import type {\n  NewDelivery,\n} from '../deliveries/deliveries.repository.ts';",
      "export { LIVE_EVENTS_CHANNEL } from '../../lib/live-events.ts';",
      "const mail = await import('../../lib/mailer.ts');",
    ].join('\n');
    expect(importsOf('modules/bookings/bookings.service.ts', text).map(channelOf)).toEqual([
      'modules/notifications/',
      'modules/deliveries/',
      'lib/live-events.ts',
      'lib/mailer.ts',
    ]);
  });
});
