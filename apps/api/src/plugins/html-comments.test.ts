import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST_DIR, DEFAULT_WEB_SSR_DIR } from '../app.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { inlineScriptHashes } from '../lib/inline-scripts.ts';

/**
 * Issue 40 item 12: the HTML a visitor gets carries no developer comments (index.html's notes
 * named internal issue numbers). The web build strips every HTML comment from index.html, and
 * the pages the API renders from it hold none but React's hydration markers (which the app
 * needs to take the page over), while the CSP still allows each inline script by its hash.
 */

/**
 * The comments React's server rendering writes as hydration markers (a Suspense boundary's
 * `<!--$-->` … `<!--/$-->`, `<!--$?-->`, `<!--$!-->`, a text separator `<!-- -->`, and the
 * like): the app needs them to take over the page, and they say nothing.
 */
const REACT_MARKER = /^<!--(?: |\/?[$&]|\$[?!]|F!?)-->$/;

let context: TestContext;

beforeAll(async () => {
  if (!existsSync(path.join(DEFAULT_WEB_SSR_DIR, 'entry-server.js'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  }
  context = await createTestContext({ PUBLIC_URL: 'https://hostelhub.example' });
});

afterAll(async () => {
  await context?.close();
});

describe('served HTML', () => {
  it('should hold no HTML comment in the built index.html', () => {
    const html = readFileSync(path.join(DEFAULT_WEB_DIST_DIR, 'index.html'), 'utf8');
    expect(html).not.toContain('<!--');
    expect(html).not.toMatch(/issue \d+/i);
  });

  it.each(['/', '/hostels', '/about', '/login', '/?lang=ur'])(
    'should serve %s without a comment, each inline script allowed by its hash',
    async (url) => {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const comments = response.body.match(/<!--[\s\S]*?-->/g) ?? [];
      expect(comments.filter((comment) => !REACT_MARKER.test(comment))).toEqual([]);
      const policy = String(response.headers['content-security-policy']);
      for (const hash of inlineScriptHashes(response.body)) expect(policy).toContain(hash);
    },
  );
});
