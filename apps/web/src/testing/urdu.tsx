import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { componentsText } from '../components/i18n';
import { libText, loadNamespace, type Namespace } from '../lib/i18n';
import { loadSharedText } from '../lib/i18n/shared-text-loader';
import {
  renderApp,
  renderWithProviders,
  type RenderAppOptions,
  type RenderAppResult,
} from './test-utils';

/**
 * Loads the Urdu of `namespaces`, of lib and components, and of the shared texts before a
 * test renders (issue 24), so no catalogue arrives midway through what it checks.
 */
export async function preloadUrdu(...namespaces: Namespace<string>[]): Promise<void> {
  await Promise.all([
    loadSharedText(),
    loadNamespace(libText, 'ur'),
    loadNamespace(componentsText, 'ur'),
    ...namespaces.map((namespace) => loadNamespace(namespace, 'ur')),
  ]);
}

/**
 * renderApp in Urdu, inside an awaited act: a page's lazy code and the Urdu catalogues its
 * first render asks for arrive before the test looks (React retries only inside such an act).
 */
export async function renderAppInUrdu(
  options: Omit<RenderAppOptions, 'language'> = {},
): Promise<RenderAppResult> {
  // The shared texts' Urdu first: a test that ends before its lazy import arrives would leave
  // the import running after the environment is torn down (an unhandled error fails the run).
  await loadSharedText();
  let result: RenderAppResult | undefined;
  await act(async () => {
    result = renderApp({ ...options, language: 'ur' });
    await Promise.resolve();
  });
  return result as RenderAppResult;
}

/** renderWithProviders in Urdu, the same way as renderAppInUrdu. */
export async function renderInUrdu(
  ui: ReactNode,
  options: Omit<RenderAppOptions, 'routes' | 'language'> = {},
): Promise<RenderAppResult> {
  await loadSharedText();
  let result: RenderAppResult | undefined;
  await act(async () => {
    result = renderWithProviders(ui, { ...options, language: 'ur' });
    await Promise.resolve();
  });
  return result as RenderAppResult;
}
