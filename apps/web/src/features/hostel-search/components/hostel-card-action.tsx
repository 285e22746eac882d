import type { HostelSummary } from '@hostelhub/shared';
import { createContext, useContext, type ReactNode } from 'react';

/** An action another feature puts on every hostel card, over its photo (issue 29: Compare). */
export type RenderCardAction = (hostel: HostelSummary) => ReactNode;

const CardActionContext = createContext<RenderCardAction | null>(null);

/**
 * Gives every hostel card under it the action `render` draws (STYLE convention 2: app/router
 * plugs in a feature's action once, rather than passing it through every list).
 */
export function HostelCardActionProvider({
  render,
  children,
}: {
  render: RenderCardAction;
  children: ReactNode;
}) {
  return <CardActionContext.Provider value={render}>{children}</CardActionContext.Provider>;
}

/** The card action plugged in above, or null. */
export function useHostelCardAction(): RenderCardAction | null {
  return useContext(CardActionContext);
}
