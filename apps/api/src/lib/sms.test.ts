import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmsWebhook } from '../../test/sms-webhook.ts';
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
  it('should write to the outbox and log the masked number, never the text or the full number', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-sms-'));
    dirs.push(outboxDir);
    const { log, lines } = capturingLog();
    const sms = createSmsSender({ webhookUrl: undefined, outboxDir, log });
    await sms.send({ to: '+923001234567', text: 'Your code is 482913.' });

    const [file] = readdirSync(outboxDir);
    expect(readFileSync(path.join(outboxDir, file ?? ''), 'utf8')).toContain('482913');
    expect(lines.join('')).toContain('+92 300 ***4567');
    expect(lines.join('')).not.toContain('482913');
    expect(lines.join('')).not.toContain('923001234567');
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

  // Issue 21 item 5: the webhook request carries the shared secret and is retried.
  const SECRET = 'sms-webhook-secret-0123456789';

  it('should send the secret as a Bearer token and retry a 503 once with the same idempotency key', async () => {
    const webhook = await startSmsWebhook();
    const { log } = capturingLog();
    const sms = createSmsSender({
      webhookUrl: webhook.url,
      webhookSecret: SECRET,
      outboxDir: tmpdir(),
      log,
      retryDelayMs: 10,
    });
    webhook.failNext(1, 503);
    await sms.send({ to: '+923001234567', text: 'Your code is 482913.' });

    expect(webhook.requests).toHaveLength(2);
    for (const request of webhook.requests) {
      expect(request).toMatchObject({ to: '+923001234567', text: 'Your code is 482913.' });
      expect(request.authorization).toBe(`Bearer ${SECRET}`);
    }
    expect(webhook.requests[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(webhook.requests[1]?.idempotencyKey).toBe(webhook.requests[0]?.idempotencyKey);
    expect(webhook.received).toHaveLength(1);
    await webhook.close();
  });

  it('should retry a webhook that does not answer once, then fail with an SmsError', async () => {
    const webhook = await startSmsWebhook();
    const { log } = capturingLog();
    const sms = createSmsSender({
      webhookUrl: webhook.url,
      webhookSecret: SECRET,
      outboxDir: tmpdir(),
      log,
      timeoutMs: 200,
      retryDelayMs: 10,
    });
    webhook.failNext(2, 'hang');
    await expect(sms.send({ to: '+923001234567', text: 'x' })).rejects.toBeInstanceOf(SmsError);
    expect(webhook.requests).toHaveLength(2);
    await webhook.close();
  });

  it('should not retry a refusal such as 401 (a wrong secret)', async () => {
    const webhook = await startSmsWebhook();
    const { log } = capturingLog();
    const sms = createSmsSender({ webhookUrl: webhook.url, outboxDir: tmpdir(), log });
    webhook.failWith(401);
    await expect(sms.send({ to: '+923001234567', text: 'x' })).rejects.toThrow(
      'SMS provider answered 401',
    );
    expect(webhook.requests).toHaveLength(1);
    expect(webhook.requests[0]?.authorization).toBeUndefined();
    await webhook.close();
  });
});
