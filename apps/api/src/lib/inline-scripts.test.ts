import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('should hash the scripts that run inline, and skip files and data blocks', () => {
    const html = [
      '<script>a()</script>',
      '<script src="/x.js"></script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Hostel"}</script>',
      '<script type="application/json" id="ssr-state">{}</script>',
      '<script data-entry="/assets/index.js">b()</script>',
      '<script type="module">c()</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()'), sha256('c()')]);
  });
});
