import type { HostelSummary } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAVORITES_LOGIN_PROMPT } from '../../features/hostel-search/hooks/use-favorite-toggle';
import { buildHostelSummary } from '../../testing/factories';
import {
  answerConfirm,
  authStates,
  fetchedUrls,
  jsonResponse,
  renderApp,
} from '../../testing/test-utils';
import {
  KARACHI,
  LAHORE,
  listRequests,
  stubBrowseApi,
  prepareBrowseTests,
} from './browse-fixtures';

beforeAll(prepareBrowseTests);

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers the guest sign-in prompt (the app's confirm dialog); returns its question. */
function answerSignInPrompt(user: ReturnType<typeof userEvent.setup>, answer: boolean) {
  return answerConfirm(user, 'Log in', answer ? 'Go to Login' : 'Cancel');
}

function favoritesResponse(favorites: HostelSummary[]) {
  return jsonResponse({
    success: true,
    data: { favorites, hostel_ids: favorites.map((hostel) => hostel.id) },
  });
}

const girlsLahore = buildHostelSummary({
  name: 'Gulberg Girls Hostel',
  gender_category: 'female',
  cities: { ...LAHORE },
});
const boysLahore = buildHostelSummary({
  name: 'Model Town Boys Hostel',
  gender_category: 'male',
  cities: { ...LAHORE },
});
const girlsKarachi = buildHostelSummary({
  name: 'Clifton Girls Residence',
  gender_category: 'female',
  location_type: 'university',
  cities: { ...KARACHI },
});

function cardNames(): string[] {
  const list = screen.queryByRole('list', { name: 'Hostels' });
  if (!list) return [];
  return within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent ?? '');
}

describe('Favourites only', () => {
  it('should filter the favourites in the browser, ignoring the location filters', async () => {
    const fetchMock = stubBrowseApi({
      extra: {
        '/api/users/favorites': () => favoritesResponse([girlsLahore, boysLahore, girlsKarachi]),
      },
    });
    renderApp({
      url: `/hostels?favorites=1&gender_category=female&city=${LAHORE.id}&location_type=city`,
      authState: authStates.student,
    });

    expect(await screen.findByText('2 of your 3 favourites')).toBeInTheDocument();
    // Karachi stays although the city filter says Lahore: location filters do not apply here.
    expect(cardNames()).toEqual(['Gulberg Girls Hostel', 'Clifton Girls Residence']);
    expect(
      screen.getByText('Location filters are ignored while showing favourites'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'University' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'University' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Girls' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Filters (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favourites only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(listRequests(fetchMock)).toHaveLength(0);
  });

  it('should apply the search text to the favourites too', async () => {
    stubBrowseApi({
      extra: {
        '/api/users/favorites': () => favoritesResponse([girlsLahore, boysLahore, girlsKarachi]),
      },
    });
    renderApp({ url: '/hostels?favorites=1&search=karachi', authState: authStates.student });
    expect(await screen.findByText('1 of your 3 favourites')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Clifton Girls Residence']);
  });

  it('should switch to favourites and back with the toggle', async () => {
    stubBrowseApi({
      hostels: [buildHostelSummary({ name: 'Listed Hostel' })],
      extra: { '/api/users/favorites': () => favoritesResponse([girlsLahore]) },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?page=2', authState: authStates.student });
    await screen.findByRole('link', { name: 'Listed Hostel' });

    await user.click(screen.getByRole('button', { name: 'Favourites only', pressed: false }));

    expect(await screen.findByRole('link', { name: 'Gulberg Girls Hostel' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?favorites=1');
    expect(screen.queryByRole('link', { name: 'Listed Hostel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Favourites only', pressed: true }));
    expect(await screen.findByRole('link', { name: 'Listed Hostel' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('should say when there are no favourites yet', async () => {
    stubBrowseApi({ extra: { '/api/users/favorites': () => favoritesResponse([]) } });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?favorites=1', authState: authStates.student });

    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all hostels' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('should say when no favourite matches the filters, and clear them', async () => {
    stubBrowseApi({
      extra: { '/api/users/favorites': () => favoritesResponse([boysLahore]) },
    });
    const user = userEvent.setup();
    const { router } = renderApp({
      url: '/hostels?favorites=1&gender_category=female',
      authState: authStates.student,
    });

    expect(
      await screen.findByRole('heading', { name: 'No favourites match your filters' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?favorites=1'));
    expect(await screen.findByRole('link', { name: 'Model Town Boys Hostel' })).toBeInTheDocument();
  });

  it('should ask a guest to log in, coming back with favourites on', async () => {
    stubBrowseApi({ hostels: [buildHostelSummary()] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?gender_category=male' });

    await user.click(await screen.findByRole('button', { name: 'Favourites only' }));

    expect(await answerSignInPrompt(user, true)).toContain(FAVORITES_LOGIN_PROMPT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/hostels?gender_category=male&favorites=1',
    );
  });

  it('should stay put when a guest declines the prompt', async () => {
    stubBrowseApi({ hostels: [buildHostelSummary()] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels' });

    await user.click(await screen.findByRole('button', { name: 'Favourites only' }));
    await answerSignInPrompt(user, false);

    expect(router.state.location.pathname).toBe('/hostels');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Favourites only' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('should invite a guest with a favourites link to sign in', async () => {
    stubBrowseApi();
    renderApp({ url: '/hostels?favorites=1' });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your favourites' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/hostels?favorites=1')}`,
    );
  });
});

describe('Favourite hearts', () => {
  it('should ask a guest to log in when they press a heart', async () => {
    const hostel = buildHostelSummary({ name: 'Heart Hostel' });
    stubBrowseApi({ hostels: [hostel] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?city=Lahore' });

    await user.click(
      await screen.findByRole('button', { name: 'Save Heart Hostel to favourites' }),
    );

    expect(await answerSignInPrompt(user, true)).toContain(FAVORITES_LOGIN_PROMPT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/hostels?city=Lahore',
    );
  });

  it('should fill the heart at once and put it back silently when saving fails', async () => {
    const hostel = buildHostelSummary({ name: 'Flaky Hostel' });
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubBrowseApi({
      hostels: [hostel],
      extra: {
        '/api/users/favorites': () => favoritesResponse([]),
        [`/api/users/favorites/${hostel.id}`]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/hostels', authState: authStates.student });
    const heart = await screen.findByRole('button', { name: 'Save Flaky Hostel to favourites' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));

    await user.click(heart);

    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const index = fetchedUrls(fetchMock).findIndex((url) =>
      url.endsWith(`/api/users/favorites/${hostel.id}`),
    );
    expect(fetchMock.mock.calls[index]?.[1]?.method).toBe('POST');

    answer(jsonResponse({ success: false, error: 'Database down', code: 'INTERNAL_ERROR' }, 500));

    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
  });

  it('should keep the heart filled when saving succeeds', async () => {
    const hostel = buildHostelSummary({ name: 'Solid Hostel' });
    let saved = false;
    stubBrowseApi({
      hostels: [hostel],
      extra: {
        '/api/users/favorites': () => favoritesResponse(saved ? [hostel] : []),
        [`/api/users/favorites/${hostel.id}`]: () => {
          saved = true;
          return jsonResponse({ success: true, data: { hostel_id: hostel.id, is_favorite: true } });
        },
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/hostels', authState: authStates.student });
    const heart = await screen.findByRole('button', { name: 'Save Solid Hostel to favourites' });

    await user.click(heart);

    await waitFor(() => expect(saved).toBe(true));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('should drop a hostel from the favourites view when its heart is pressed', async () => {
    let favorites = [girlsLahore, boysLahore];
    stubBrowseApi({
      extra: {
        '/api/users/favorites': () => favoritesResponse(favorites),
        [`/api/users/favorites/${girlsLahore.id}`]: (_url, init) => {
          expect(init?.method).toBe('DELETE');
          favorites = [boysLahore];
          return jsonResponse({
            success: true,
            data: { hostel_id: girlsLahore.id, is_favorite: false },
          });
        },
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/hostels?favorites=1', authState: authStates.student });
    const heart = await screen.findByRole('button', {
      name: 'Save Gulberg Girls Hostel to favourites',
      pressed: true,
    });

    await user.click(heart);

    await waitFor(() => expect(cardNames()).toEqual(['Model Town Boys Hostel']));
  });

  it('should revert only the failed heart when two are pressed quickly', async () => {
    const first = buildHostelSummary({ name: 'First Hostel' });
    const second = buildHostelSummary({ name: 'Second Hostel' });
    let failFirst: (response: Response) => void = () => undefined;
    let answerRefetch: (response: Response) => void = () => undefined;
    let listCalls = 0;
    stubBrowseApi({
      hostels: [first, second],
      extra: {
        '/api/users/favorites': () => {
          listCalls += 1;
          if (listCalls === 1) return favoritesResponse([]);
          // Hold the refetch back, to see the state the revert leaves.
          return new Promise<Response>((resolve) => {
            answerRefetch = resolve;
          });
        },
        [`/api/users/favorites/${first.id}`]: () =>
          new Promise<Response>((resolve) => {
            failFirst = resolve;
          }),
        [`/api/users/favorites/${second.id}`]: () =>
          jsonResponse({ success: true, data: { hostel_id: second.id, is_favorite: true } }),
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/hostels', authState: authStates.student });
    const firstHeart = await screen.findByRole('button', {
      name: 'Save First Hostel to favourites',
    });
    const secondHeart = screen.getByRole('button', { name: 'Save Second Hostel to favourites' });
    await waitFor(() => expect(listCalls).toBe(1));

    await user.click(firstHeart);
    await user.click(secondHeart);
    expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
    expect(secondHeart).toHaveAttribute('aria-pressed', 'true');

    failFirst(jsonResponse({ success: false, error: 'Try later', code: 'INTERNAL_ERROR' }, 500));

    await waitFor(() => expect(firstHeart).toHaveAttribute('aria-pressed', 'false'));
    expect(secondHeart).toHaveAttribute('aria-pressed', 'true');
    // One refetch, after the last press settled.
    await waitFor(() => expect(listCalls).toBe(2));
    answerRefetch(favoritesResponse([second]));
    await waitFor(() => expect(secondHeart).toHaveAttribute('aria-pressed', 'true'));
    expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
  });
});
