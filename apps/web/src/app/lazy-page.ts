import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on first use (React.lazy) that can also be loaded ahead: a server-rendered page
 * loads its route's code, and that code's Urdu words, before hydrating (issue 25, main.tsx), and
 * the page server before rendering (entry-server.tsx).
 * Once loaded ahead, the page renders at once: React.lazy is handed a thenable that resolves
 * synchronously, so hydration does not stop at the page and leave it for a later pass (a press
 * replayed after hydration, lib/early-click.ts, finds the page's handlers in place).
 */
export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> & { preload: () => Promise<unknown> } {
  type PageModule = { default: ComponentType<Props> };
  let loaded: PageModule | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const component = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    const resolved = { then: (resolve: (value: PageModule) => void) => resolve(module) };
    return resolved as unknown as Promise<PageModule>;
  });
  return Object.assign(component, { preload });
}
