import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { constants } from 'node:zlib';
import { GZIP_MIN_BYTES } from '../lib/response-cache.ts';

/** Answers below this many bytes are sent as they are: the headers outweigh the saving. */
export const COMPRESS_MIN_BYTES = GZIP_MIN_BYTES;

// Text worth compressing: HTML, JSON, CSS, JavaScript, XML. Not `application/octet-stream`
// (the plugin's default list has it) nor images, fonts or other binaries; mime-db's
// `compressible` flag still decides types not named here (SVG, being XML text, is compressed).
const TEXT_TYPES = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)|javascript/i;

/**
 * Compresses every answer made per request (JSON, the HTML of page routes and the 404 page)
 * with @fastify/compress, Brotli or gzip as the request's Accept-Encoding allows (issue 25,
 * docs/decisions/020). Left as they are: answers below `COMPRESS_MIN_BYTES`, answers that
 * already carry a Content-Encoding (the web build's precompressed files, the browse cache's
 * stored gzip), images and other binaries, and WebSocket upgrades (hijacked, no onSend).
 * Register before any route: the plugin adds its hook to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own hook (instance hooks run before route hooks).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('content-encoding')) return payload;
    if (isStream(payload)) return smallStreamAsBuffer(reply, payload);
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const type = String(reply.getHeader('content-type') ?? 'application/json');
      if (TEXT_TYPES.test(type) && Buffer.byteLength(payload) >= COMPRESS_MIN_BYTES) {
        varyOnAcceptEncoding(reply);
      }
    }
    return payload;
  });

  await app.register(compress, {
    // Answers only: request bodies are read as today, never inflated (a small compressed
    // body could otherwise expand far past what the body limit meant to allow).
    globalDecompression: false,
    // Brotli first, then gzip; identity for anything else (deflate and zstd are not offered).
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: TEXT_TYPES,
    brotliOptions: {
      params: {
        // Quality 4: a 35 KB list in ~0.3 ms, under gzip's ~1 ms and smaller. Quality 11
        // takes ~20 ms per answer: right once at build time (the static files), not per request.
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
  });
}

function isStream(payload: unknown): payload is Readable {
  return typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';
}

/**
 * A file smaller than the threshold (a static file the web build did not precompress) is
 * read into memory so the plugin can see its size and leave it alone: the plugin's
 * threshold applies only to payloads whose size it knows, and would compress any stream.
 */
async function smallStreamAsBuffer(reply: FastifyReply, stream: Readable): Promise<unknown> {
  const length = Number(reply.getHeader('content-length'));
  if (!Number.isFinite(length) || length >= COMPRESS_MIN_BYTES) return stream;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  }
  return Buffer.concat(chunks);
}

/**
 * `Vary: accept-encoding` on every answer large enough to compress, sent compressed or not,
 * so a shared cache never hands one client's encoding to another. Lowercase, as the plugin
 * writes it: it looks for that exact text before adding its own.
 */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '' && field.toLowerCase() !== 'accept-encoding');
  if (fields.includes('*')) return;
  reply.header('Vary', [...fields, 'accept-encoding'].join(', '));
}
