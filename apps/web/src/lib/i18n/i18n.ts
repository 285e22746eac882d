import { setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '@hostelhub/shared';

/**
 * The one Lingui instance of the web app (issue 24; docs/decisions/019-urdu-and-i18n.md).
 * Messages are compiled at build time (lingui-catalogs.ts), so no parser ships. Every message id
 * is `<namespace>.<key>`. The Urdu messages are loaded over the English ones, so a key that has
 * no Urdu yet still shows its English text.
 */
export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { en: {}, ur: {} } });

/** A catalogue as the build hands it over: each key's compiled ICU message. */
export type CompiledCatalogue = Record<string, unknown>;

/**
 * A feature's (or a shared folder's) own strings: `name` prefixes every key, `en` is bundled
 * with the code that uses it, and `loadUr` fetches the Urdu catalogue only when Urdu is shown.
 */
export interface Namespace<Key extends string> {
  name: string;
  /** Present only for its type: the keys of the English catalogue. */
  readonly keys?: Key;
  loadUr: () => Promise<{ default: Record<Key, string> }>;
}

function prefixed(name: string, messages: CompiledCatalogue): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [`${name}.${key}`, value]),
  );
}

const urduLoads = new Map<string, Promise<void>>();
const namespaces = new Set<Namespace<string>>();

/** Bumped each time a catalogue arrives; components re-render on it (useCatalogueVersion). */
let catalogueVersion = 0;
const listeners = new Set<() => void>();

/** Calls `listener` each time a catalogue arrives; returns the unsubscribe. */
export function subscribeToCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCatalogueVersion(): number {
  return catalogueVersion;
}

/** Tells every subscribed component that a catalogue (or the shared texts) arrived. */
export function announceCatalogue(): void {
  catalogueVersion += 1;
  for (const listener of listeners) listener();
}

/**
 * Declares a namespace: its English messages are loaded at once (for English and as Urdu's
 * fallback); its Urdu ones wait for `loadNamespace(namespace, 'ur')`.
 */
export function defineNamespace<Key extends string>(
  name: string,
  en: Record<Key, string>,
  loadUr: () => Promise<{ default: Record<Key, string> }>,
): Namespace<Key> {
  const english = prefixed(name, en);
  i18n.load('en', english as never);
  i18n.load('ur', english as never);
  const namespace: Namespace<Key> = { name, loadUr };
  namespaces.add(namespace);
  // Defined while Urdu is shown (a route's code just arrived): fetch its Urdu at once.
  if (i18n.locale === 'ur') void loadNamespace(namespace, 'ur');
  return namespace;
}

/** Fetches the Urdu of every namespace defined so far (the app just switched to Urdu). */
export function loadAllNamespaces(language: Language): void {
  for (const namespace of namespaces) void loadNamespace(namespace, language);
}

/**
 * Resolves once every namespace defined so far has `language` loaded: the page server waits for
 * it before rendering in Urdu, and the browser before hydrating an Urdu page, so both render the
 * same words (issue 25).
 */
export async function whenNamespacesLoaded(language: Language): Promise<void> {
  await Promise.all([...namespaces].map((namespace) => loadNamespace(namespace, language)));
}

/**
 * Loads `namespace` for `language` once and returns the same promise after that; subscribed
 * components re-render when it arrives. English is always loaded already.
 */
export function loadNamespace(namespace: Namespace<string>, language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  let load = urduLoads.get(namespace.name);
  if (!load) {
    load = namespace.loadUr().then((module) => {
      i18n.load('ur', prefixed(namespace.name, module.default) as never);
      announceCatalogue();
    });
    urduLoads.set(namespace.name, load);
  }
  return load;
}
