import { createServer, type Server } from 'node:http';

/** What the SMS webhook received: `to` in +92 form, the text, and the request's headers. */
export interface ReceivedSms {
  to: string;
  text: string;
  /** The Authorization header, or undefined without one. */
  authorization: string | undefined;
  /** The Idempotency-Key header, the same on a retry of one message. */
  idempotencyKey: string | undefined;
}

/**
 * A local SMS provider for tests: an HTTP server on loopback that takes the webhook's JSON
 * POSTs and keeps them. `failWith(status)` makes it answer that status until `failWith(null)`;
 * `failNext(count, status)` answers `status` (or, with 'hang', nothing at all) to the next
 * `count` requests only. Every request, failed or not, is counted in `requests`.
 */
export interface SmsWebhook {
  url: string;
  received: ReceivedSms[];
  /** Every request that reached it, failed ones included. */
  requests: ReceivedSms[];
  /** The 6-digit code of the last SMS sent to `to`. */
  lastCode(to: string): string;
  failWith(status: number | null): void;
  failNext(count: number, status: number | 'hang'): void;
  close(): Promise<void>;
}

export async function startSmsWebhook(): Promise<SmsWebhook> {
  const received: ReceivedSms[] = [];
  const requests: ReceivedSms[] = [];
  let failure: number | null = null;
  let next: { count: number; status: number | 'hang' } = { count: 0, status: 500 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const sms: ReceivedSms = {
        ...(JSON.parse(body) as { to: string; text: string }),
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      };
      requests.push(sms);
      if (next.count > 0) {
        next.count -= 1;
        if (next.status !== 'hang') response.writeHead(next.status).end();
        return;
      }
      if (failure !== null) {
        response.writeHead(failure).end();
        return;
      }
      received.push(sms);
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    requests,
    lastCode(to) {
      const sms = received.findLast((item) => item.to === to);
      const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
      if (!code) throw new Error(`no code was texted to ${to}`);
      return code;
    },
    failWith(status) {
      failure = status;
    },
    failNext(count, status) {
      next = { count, status };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
