import { connect, createServer, type Socket } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export interface TestMailServer {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  messages: Email[];
  /** Resolves with the next (or an already received) message to `to`. */
  waitForMessage(to: string, since?: number): Promise<Email>;
  close(): Promise<void>;
}

/** Starts an SMTP server on a free loopback port that accepts any sender and recipient. */
export async function startMailServer(): Promise<TestMailServer> {
  const messages: Email[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            messages.push(email);
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const find = (to: string, since: number) =>
    messages
      .slice(since)
      .find((message) => message.to?.some((recipient) => recipient.address === to));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessage(to, since = 0) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = find(to, since);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no email to ${to} arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in an email's text. */
export function firstLink(email: Email): string {
  const link = /https?:\/\/\S+/.exec(email.text ?? '')?.[0];
  if (!link) throw new Error(`email "${email.subject}" has no link`);
  return link;
}

/**
 * An SMTP server on loopback that hangs, then comes back: a TCP gate in front of `targetUrl`
 * (a TestMailServer). While shut, it accepts connections and never answers (the greeting never
 * comes); `open()` drops the connections it held (their sends fail) and from then on passes
 * every connection through to the target.
 */
export interface SmtpGate {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** Connections that arrived while shut. */
  heldConnections: number;
  open(): void;
  close(): Promise<void>;
}

/** Starts a shut SmtpGate in front of `targetUrl`. */
export async function startSmtpGate(targetUrl: string): Promise<SmtpGate> {
  const target = new URL(targetUrl);
  const held = new Set<Socket>();
  const piped = new Set<Socket>();
  let isOpen = false;
  let heldConnections = 0;
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    if (!isOpen) {
      heldConnections += 1;
      held.add(socket);
      socket.on('close', () => held.delete(socket));
      return;
    }
    const upstream = connect(Number(target.port), target.hostname);
    upstream.on('error', () => socket.destroy());
    for (const end of [socket, upstream]) {
      piped.add(end);
      end.on('close', () => piped.delete(end));
    }
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get heldConnections() {
      return heldConnections;
    },
    open() {
      isOpen = true;
      for (const socket of held) socket.destroy();
    },
    close() {
      for (const socket of [...held, ...piped]) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `smtp://127.0.0.1:<port>` where nothing listens: every send is refused at once. */
export async function closedSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
