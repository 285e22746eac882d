import type { PlaceSuggestion } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyApiHandlers,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';
import { renderInUrdu } from '../../../testing/urdu';
import { HostelBrowser } from '../components/hostel-browser';

// Issue 42 item 6: the browse search box suggests universities, cities and areas as the
// student types, as a WAI-ARIA 1.2 combobox with a listbox popup.

const LUMS: PlaceSuggestion = {
  kind: 'university',
  id: 'e1000000-0000-4000-8000-000000000042',
  slug: 'lahore-university-of-management-sciences',
  name: 'Lahore University of Management Sciences',
  name_ur: 'لاہور یونیورسٹی آف مینجمنٹ سائنسز',
  city: 'Lahore',
  city_ur: 'لاہور',
  hostel_count: 12,
};
const LAHORE: PlaceSuggestion = {
  kind: 'city',
  id: 'c1000000-0000-4000-8000-000000000001',
  slug: 'lahore',
  name: 'Lahore',
  name_ur: 'لاہور',
  city: null,
  city_ur: null,
  hostel_count: 21,
};
const GULBERG: PlaceSuggestion = {
  kind: 'area',
  id: 'a1000000-0000-4000-8000-000000000007',
  slug: null,
  name: 'Gulberg',
  name_ur: 'گلبرگ',
  city: 'Lahore',
  city_ur: 'لاہور',
  hostel_count: 1,
};

function stubSuggestApi(answer: PlaceSuggestion[] = [LUMS, LAHORE, GULBERG]) {
  return stubFetch({
    ...emptyApiHandlers,
    '/api/places/suggest': () => jsonResponse({ success: true, data: answer }),
  });
}

function suggestCalls(mock: ReturnType<typeof stubFetch>): string[] {
  return fetchedUrls(mock)
    .map((url) => new URL(url, 'http://localhost'))
    .filter((url) => url.pathname === '/api/places/suggest')
    .map((url) => url.searchParams.get('q') ?? '');
}

const browser = <HostelBrowser loadMapView={() => new Promise(() => undefined)} />;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the search box suggestions (issue 42 item 6)', () => {
  it('should pick a university with ArrowDown and Enter: near_university set, text cleared', async () => {
    const fetchMock = stubSuggestApi();
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels', routes: [{ path: '*', element: browser }] });
    const box = await screen.findByRole('combobox', { name: 'Search hostels' });
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'lums');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    // Debounced: one request for the word, none per letter.
    expect(suggestCalls(fetchMock)).toEqual(['lums']);

    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent('Lahore University of Management Sciences');
    expect(options[0]).toHaveTextContent('University, Lahore');
    expect(options[0]).toHaveTextContent('12 hostels');
    expect(options[1]).toHaveTextContent('City');
    expect(options[1]).toHaveTextContent('21 hostels');
    expect(options[2]).toHaveTextContent('Town, Lahore');
    expect(options[2]).toHaveTextContent('1 hostel');
    // The polite live region says how many there are.
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('near_university')).toBe(
        LUMS.id,
      ),
    );
    expect(new URLSearchParams(router.state.location.search).has('search')).toBe(false);
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('should set town and its city for an area, and city for a city', async () => {
    stubSuggestApi();
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels', routes: [{ path: '*', element: browser }] });
    const box = await screen.findByRole('combobox', { name: 'Search hostels' });
    const params = () => new URLSearchParams(router.state.location.search);

    await user.type(box, 'gul');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(params().get('town')).toBe(GULBERG.id));
    expect(params().get('city')).toBe('Lahore');

    await user.type(box, 'lah');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(params().get('city')).toBe(LAHORE.id));
    expect(params().has('town')).toBe(false);
  });

  it('should search the typed text on Enter when no option is active, and close on Escape', async () => {
    stubSuggestApi();
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels', routes: [{ path: '*', element: browser }] });
    const box = await screen.findByRole('combobox', { name: 'Search hostels' });

    await user.type(box, 'lums');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('lums');
    // ArrowDown opens it again on the first option.
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('search')).toBe('lums'),
    );
    expect(new URLSearchParams(router.state.location.search).has('near_university')).toBe(false);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('should not ask with one letter', async () => {
    const fetchMock = stubSuggestApi();
    const user = userEvent.setup();
    renderApp({ url: '/hostels', routes: [{ path: '*', element: browser }] });
    const box = await screen.findByRole('combobox', { name: 'Search hostels' });
    await user.type(box, 'l');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(suggestCalls(fetchMock)).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('should show the names, cities and counts in Urdu', async () => {
    stubSuggestApi();
    const user = userEvent.setup();
    await renderInUrdu(browser, { url: '/hostels' });
    const box = await screen.findByRole('combobox', { name: 'ہاسٹل تلاش کریں' });
    await user.type(box, 'lums');
    const list = await screen.findByRole('listbox', { name: 'تجاویز' });
    const [university, city] = within(list).getAllByRole('option');
    expect(university).toHaveTextContent('لاہور یونیورسٹی آف مینجمنٹ سائنسز');
    expect(university).toHaveTextContent('یونیورسٹی، لاہور');
    // The figure sits in a left-to-right isolate (decision 019).
    expect(university).toHaveTextContent('\u206612\u2069 ہاسٹلز');
    expect(city).toHaveTextContent('\u206621\u2069 ہاسٹلز');
    expect(screen.getByRole('status')).toHaveTextContent('\u20663\u2069 تجاویز');
  });
});
