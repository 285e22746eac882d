import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmsSender, SmsError } from './sms.ts';

/** The SMS provider interface (DESIGN.md 'Stack'): the webhook, and the outbox without one. */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function capturingLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('createSmsSender', () => {
  it('should write to the outbox and log the file, never the text', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-sms-'));
    dirs.push(outboxDir);
    const { log, lines } = capturingLog();
    const sms = createSmsSender({ webhookUrl: undefined, outboxDir, log });
    await sms.send({ to: '+923001234567', text: 'Your code is 482913.' });

    const [file] = readdirSync(outboxDir);
    expect(readFileSync(path.join(outboxDir, file ?? ''), 'utf8')).toContain('482913');
    expect(lines.join('')).toContain('+92 300 ***4567');
    expect(lines.join('')).not.toContain('482913');
  });

  it('should give up on a webhook slower than its timeout with an SmsError', async () => {
    const server = createServer(() => undefined); // never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { log } = capturingLog();
    const sms = createSmsSender({
      webhookUrl: `http://127.0.0.1:${port}/sms`,
      outboxDir: tmpdir(),
      log,
      timeoutMs: 200,
    });
    await expect(sms.send({ to: '+923001234567', text: 'x' })).rejects.toBeInstanceOf(SmsError);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});
