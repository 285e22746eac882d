import type { SavedSearch } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answerConfirm,
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderAppInUrdu } from '../../../testing/urdu';
import { savedSearchesText } from '../i18n';
import { buildSavedSearch, LAHORE } from './saved-search-factories';

/**
 * Issue 29: the saved searches page, reached from the account menu: each search opens the
 * browse screen with its filters, is renamed, re-timed, paused, resumed or deleted (asked first);
 * and the alerts on favourites turn on and off.
 */

beforeAll(async () => {
  await preloadUrdu(savedSearchesText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A server with `searches` that applies PATCH and DELETE to them. */
function stubServer(searches: SavedSearch[], favorites = { enabled: true }) {
  let list = [...searches];
  return stubFetch({
    '/api/enhanced-hostels/cities': () => jsonResponse({ success: true, data: [LAHORE] }),
    '/api/notifications': () =>
      jsonResponse({
        success: true,
        data: { notifications: [], unread_count: 0, total: 0, page: 1, limit: 20, total_pages: 0 },
      }),
    '/api/saved-searches': () => jsonResponse({ success: true, data: list }),
    '/api/alerts/favorites': (_url, init) => {
      if (init?.method === 'PUT') {
        favorites = JSON.parse(init.body as string) as { enabled: boolean };
      }
      return jsonResponse({ success: true, data: favorites });
    },
    ...Object.fromEntries(
      searches.map((search) => [
        `/api/saved-searches/${search.id}`,
        (_url: URL, init: RequestInit | undefined) => {
          if (init?.method === 'DELETE') {
            list = list.filter((entry) => entry.id !== search.id);
            return jsonResponse({ success: true, data: { id: search.id, deleted: true } });
          }
          const change = JSON.parse(init?.body as string) as Partial<SavedSearch>;
          list = list.map((entry) => (entry.id === search.id ? { ...entry, ...change } : entry));
          return jsonResponse({
            success: true,
            data: list.find((entry) => entry.id === search.id),
          });
        },
      ]),
    ),
  });
}

const lahoreGirls = buildSavedSearch({
  name: 'Lahore girls',
  filters: { city: LAHORE.id, gender_category: 'female', price_max: 15000, facilities: ['WiFi'] },
  alert_count: 3,
});
const cheap = buildSavedSearch({
  name: 'Cheap rooms',
  filters: { price_max: 8000 },
  frequency: 'daily',
  paused: true,
});

describe('the saved searches page', () => {
  it('should be reached from the account menu and list each search with its filters', async () => {
    stubServer([lahoreGirls, cheap]);
    const user = userEvent.setup();
    renderApp({ url: '/hostels', authState: authStates.student });

    await user.click(await screen.findByRole('button', { name: /Account menu for/ }));
    await user.click(screen.getByRole('link', { name: 'Saved searches' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
    const first = await screen.findByRole('article', { name: 'Lahore girls' });
    expect(within(first).getByText('3 alerts so far')).toBeInTheDocument();
    expect(await within(first).findByText('Lahore')).toBeInTheDocument();
    expect(within(first).getByText('Girls')).toBeInTheDocument();
    expect(within(first).getByText('+1 more filter')).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'Show hostels for “Lahore girls”' }),
    ).toHaveAttribute(
      'href',
      `/hostels?gender_category=female&city=${LAHORE.id}&price_max=15000&facilities=WiFi`,
    );
    const second = screen.getByRole('article', { name: 'Cheap rooms' });
    expect(within(second).getByText('Paused')).toBeInTheDocument();
    expect(within(second).getByRole('combobox', { name: 'Alerts for “Cheap rooms”' })).toHaveValue(
      'daily',
    );
    expect(screen.getByText('2 of 20 saved searches')).toBeInTheDocument();
  });

  it('should open the browse screen with the search’s filters', async () => {
    stubServer([lahoreGirls]);
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/saved-searches', authState: authStates.student });

    await user.click(await screen.findByRole('link', { name: 'Show hostels for “Lahore girls”' }));
    expect(router.state.location.pathname).toBe('/hostels');
    expect(new URLSearchParams(router.state.location.search).get('city')).toBe(LAHORE.id);
  });

  it('should rename, re-time, pause and resume a search', async () => {
    const fetchMock = stubServer([lahoreGirls]);
    const user = userEvent.setup();
    renderApp({ url: '/saved-searches', authState: authStates.student });
    const item = await screen.findByRole('article', { name: 'Lahore girls' });

    await user.click(within(item).getByRole('button', { name: 'Rename “Lahore girls”' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename saved search' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Save name' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Give the search a name'));
    await user.type(name, 'Gulberg girls');
    await user.click(dialog.getByRole('button', { name: 'Save name' }));
    const renamed = await screen.findByRole('article', { name: 'Gulberg girls' });

    await user.selectOptions(
      within(renamed).getByRole('combobox', { name: 'Alerts for “Gulberg girls”' }),
      'daily',
    );
    // The rename's toast and this one.
    expect(await screen.findAllByText('Saved search updated')).toHaveLength(2);

    await user.click(
      within(renamed).getByRole('button', { name: 'Pause alerts for “Gulberg girls”' }),
    );
    expect(await within(renamed).findByText('Paused')).toBeInTheDocument();
    await user.click(
      await within(renamed).findByRole('button', { name: 'Resume alerts for “Gulberg girls”' }),
    );
    expect(await screen.findByText('Alerts resumed')).toBeInTheDocument();

    const patches = fetchMock.mock.calls
      .map((call, index) => ({ call, index }))
      .filter(({ call: [, init] }) => init?.method === 'PATCH')
      .map(({ index }) => fetchedBody(fetchMock, index));
    expect(patches).toEqual([
      { name: 'Gulberg girls' },
      { frequency: 'daily' },
      { paused: true },
      { paused: false },
    ]);
  });

  it('should delete a search only after asking', async () => {
    const fetchMock = stubServer([lahoreGirls, cheap]);
    const user = userEvent.setup();
    renderApp({ url: '/saved-searches', authState: authStates.student });
    const item = await screen.findByRole('article', { name: 'Cheap rooms' });

    await user.click(within(item).getByRole('button', { name: 'Delete “Cheap rooms”' }));
    expect(await answerConfirm(user, 'Delete saved search?', 'Cancel')).toContain(
      '“Cheap rooms” and its alerts will be deleted.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(item).getByRole('button', { name: 'Delete “Cheap rooms”' }));
    await answerConfirm(user, 'Delete saved search?', 'Delete');
    expect(await screen.findByText('Saved search deleted')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Cheap rooms' })).not.toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toContain(`/api/saved-searches/${cheap.id}`);
  });

  it('should say there is none yet and lead to Find Hostels', async () => {
    stubServer([]);
    renderApp({ url: '/saved-searches', authState: authStates.student });
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find hostels' })).toHaveAttribute('href', '/hostels');
  });

  it('should turn the alerts on favourites off and on', async () => {
    const fetchMock = stubServer([], { enabled: true });
    const user = userEvent.setup();
    renderApp({ url: '/saved-searches', authState: authStates.student });

    const toggle = await screen.findByRole('switch', {
      name: 'Price and free-bed alerts on my favourites',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Alerts on favourites turned off')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(fetchedBody(fetchMock, index)).toEqual({ enabled: false });
  });

  it('should send a guest to sign in', async () => {
    stubServer([]);
    const { router } = renderApp({ url: '/saved-searches', authState: authStates.signedOut });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('should show the page in Urdu, right to left', async () => {
    stubServer([lahoreGirls]);
    await renderAppInUrdu({ url: '/saved-searches', authState: authStates.student });

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('heading', { level: 1, name: 'محفوظ تلاشیں' })).toBeVisible();
    const item = await screen.findByRole('article', { name: 'Lahore girls' });
    expect(await within(item).findByText('لاہور')).toBeInTheDocument();
    expect(within(item).getByText('اب تک 3 الرٹس')).toBeInTheDocument();
    expect(
      within(item).getByRole('link', { name: '“\u2068Lahore girls\u2069” کے ہاسٹل دکھائیں' }),
    ).toBeInTheDocument();
  });
});
