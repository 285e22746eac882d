import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The app's loader on a server-rendered page (issue 25), put at the end of its body instead of
 * the app's `<script type="module">` and module preloads. The page is whole without the app (its
 * text, photos and links came from the server), so the app's code waits for the page's own
 * files: it starts loading at the window's `load` event, or at once when the person presses,
 * types or focuses something first. On a phone network its scripts no longer share the first
 * second with the stylesheet and the first photo (Lighthouse: first paint 2.3 s, largest paint
 * 2.6 s with them; 1.0 s and 1.3 s without). Until the app has taken over (hydrated the
 * page), a press on a button (`type="button"`: links and forms work without the app) goes no
 * further than the window: its events are stopped, the button is kept in
 * `window.__hostelhubLoader.click`, and the app presses it again once it has
 * (apps/web/src/lib/early-click.ts), so it acts exactly once whether it came before the code
 * or during hydration. Reads the entry from `data-entry` and the module preloads
 * from `data-preload` (space-separated), so its text, and its hash in the CSP, never change.
 */
export const APP_LOADER_SCRIPT =
  "(function(){var me=document.currentScript,started=false,events=['pointerdown','keydown','touchstart','focusin']," +
  'state=window.__hostelhubLoader={click:null,ready:false};' +
  "['pointerdown','mousedown','pointerup','mouseup','click'].forEach(function(type){addEventListener(type,function(event){" +
  'if(state.ready)return;var target=event.target;var button=target&&target.closest&&target.closest(\'button[type="button"]\');' +
  "if(!button)return;event.stopPropagation();if(type==='click')state.click=button},true)});" +
  'function start(){if(started)return;started=true;' +
  'events.forEach(function(type){removeEventListener(type,start,true)});var head=document.head;' +
  "(me.getAttribute('data-preload')||'').split(' ').forEach(function(href){if(!href)return;" +
  "var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;head.appendChild(link)});" +
  "var script=document.createElement('script');script.type='module';script.crossOrigin='';" +
  "script.src=me.getAttribute('data-entry');head.appendChild(script)}" +
  'events.forEach(function(type){addEventListener(type,start,{capture:true,passive:true})});' +
  "if(document.readyState==='complete')start();else addEventListener('load',start)})()";

/** A CSP source expression allowing one inline script: `'sha256-…'` of its exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of every inline script `html` runs (`<script>` without `src`, and not a data
 * block such as `type="application/json"`), for the CSP's `script-src`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(scriptHash(match[2] ?? ''));
  }
  return hashes;
}

/**
 * The inline scripts the web app's pages may run (issue 25), as CSP `script-src` hashes: those
 * of its index.html (the theme and language set before first paint, inlined by the web build),
 * and the app loader of server-rendered pages. Empty when the web app is not built.
 */
export function webAppScriptHashes(webDistDir: string): string[] {
  const indexPath = path.join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) return [];
  return [...inlineScriptHashes(readFileSync(indexPath, 'utf8')), scriptHash(APP_LOADER_SCRIPT)];
}
