import { createServer, type Server } from 'node:http';

/** What the SMS webhook received: `to` in +92 form and the text. */
export interface ReceivedSms {
  to: string;
  text: string;
}

/**
 * A local SMS provider for tests: an HTTP server that takes the webhook's JSON POSTs and
 * keeps them. `failWith(status)` makes it answer that status until `failWith(null)`.
 */
export interface SmsWebhook {
  url: string;
  received: ReceivedSms[];
  /** The 6-digit code of the last SMS sent to `to`. */
  lastCode(to: string): string;
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export async function startSmsWebhook(): Promise<SmsWebhook> {
  const received: ReceivedSms[] = [];
  let failure: number | null = null;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (failure !== null) {
        response.writeHead(failure).end();
        return;
      }
      received.push(JSON.parse(body) as ReceivedSms);
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    lastCode(to) {
      const sms = received.findLast((item) => item.to === to);
      const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
      if (!code) throw new Error(`no code was texted to ${to}`);
      return code;
    },
    failWith(status) {
      failure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
