import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@hostelhub/shared';
import type { HydrationState } from 'react-router';

/**
 * The id of the `<script type="application/json">` element in a server-rendered page that holds
 * the page's language and the query cache it was rendered from (issue 25): main.tsx hydrates
 * from it. A JSON data block is never run, so the page's script policy allows it.
 */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * What a server-rendered page was rendered from (entry-server.tsx), in its SSR_STATE_ELEMENT_ID
 * block: its language, the query cache its loaders filled, and the router's state (what each
 * loader answered, `null`), so the browser's router hydrates without running them again.
 */
export interface ServerState {
  language: Language;
  queries: DehydratedState;
  router: Pick<HydrationState, 'loaderData'>;
}
