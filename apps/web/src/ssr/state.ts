import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@hostelhub/shared';

/**
 * The id of the `<script type="application/json">` element in a server-rendered page that holds
 * the page's language and the query cache it was rendered from (issue 25): main.tsx hydrates
 * from it. A JSON data block is never run, so the page's script policy allows it.
 */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * What a server-rendered page was rendered from (entry-server.tsx), in its SSR_STATE_ELEMENT_ID
 * block: its language and the query cache its route loaders filled (issue 43 item 3).
 */
export interface ServerState {
  language: Language;
  queries: DehydratedState;
}
