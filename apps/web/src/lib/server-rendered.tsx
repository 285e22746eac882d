import { createContext, useContext } from 'react';

/**
 * True while the app renders on the server, and in a browser that hydrates a server-rendered
 * page (issue 25). Components that would first render a placeholder and fill it in a moment
 * later (a deferred list) render their data at once instead, so the page's HTML has it and
 * hydration matches.
 */
export const ServerRenderedContext = createContext(false);

export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}
