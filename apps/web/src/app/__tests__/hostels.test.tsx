import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildChat, buildHostelSummary, buildPagination } from '../../testing/factories';
import {
  authStates,
  emptyApiHandlers,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
  users,
} from '../../testing/test-utils';
import {
  GULBERG,
  LAHORE,
  PUNJAB_UNIVERSITY,
  lastListRequest,
  listRequests,
  stubBrowseApi,
  prepareBrowseTests,
} from './browse-fixtures';

beforeAll(prepareBrowseTests);

afterEach(() => {
  vi.unstubAllGlobals();
});

function search(router: { state: { location: { search: string } } }): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}

describe('Find Hostels page', () => {
  it('should render a card for each hostel the API returns', async () => {
    const hostels = [
      buildHostelSummary({ name: 'Iqbal Boys Hostel', price_range: '15000' }),
      buildHostelSummary({
        name: 'Fatima Girls Residence',
        gender_category: 'female',
        price_range: null,
      }),
    ];
    const fetchMock = stubBrowseApi({ hostels });

    renderApp({ url: '/hostels' });

    expect(await screen.findByRole('link', { name: 'Iqbal Boys Hostel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fatima Girls Residence' })).toBeInTheDocument();
    expect(screen.getByText('Rs 15,000 / month')).toBeInTheDocument();
    expect(screen.getByText('Contact for price')).toBeInTheDocument();
    expect(screen.getByText('2 hostels found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Find Hostels' })).toBeInTheDocument();
    expect(document.title).toBe('Find Hostels · Hostelhub');

    const request = lastListRequest(fetchMock);
    expect(request.get('page')).toBe('1');
    expect(request.get('limit')).toBe('10');
    expect(request.has('sort')).toBe(false);
  });

  it('should serve the same screen at /student', async () => {
    stubBrowseApi({ hostels: [buildHostelSummary({ name: 'Student Lodge' })] });
    renderApp({ url: '/student' });
    expect(await screen.findByRole('link', { name: 'Student Lodge' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search hostels' })).toBeInTheDocument();
  });

  it('should show "Failed to load hostels" with the reason, and Try Again should refetch', async () => {
    let calls = 0;
    stubBrowseApi({
      list: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(
              {
                success: false,
                error: 'The service is temporarily unavailable.',
                code: 'SERVICE_UNAVAILABLE',
              },
              503,
            )
          : jsonResponse({
              success: true,
              data: [buildHostelSummary({ name: 'Recovered Hostel' })],
              pagination: buildPagination(),
            });
      },
    });
    const user = userEvent.setup();

    renderApp({ url: '/hostels' });

    expect(
      await screen.findByRole('heading', { name: 'Failed to load hostels' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The service is temporarily unavailable.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('link', { name: 'Recovered Hostel' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("should fall back to 'HTTP error! status: N' when the server sends no error text", async () => {
    stubFetch({
      ...emptyApiHandlers,
      '/api/enhanced-hostels': () => new Response('', { status: 502 }),
    });
    renderApp({ url: '/hostels' });
    expect(await screen.findByText('HTTP error! status: 502')).toBeInTheDocument();
  });

  it('should show an empty state when there are no hostels at all', async () => {
    stubFetch(emptyApiHandlers);
    renderApp({ url: '/hostels' });
    expect(await screen.findByRole('heading', { name: 'No hostels yet' })).toBeInTheDocument();
  });

  it('should read the page from the URL and move between pages with Next and Previous', async () => {
    const fetchMock = stubBrowseApi({
      list: (url) => {
        const page = Number(url.searchParams.get('page'));
        return jsonResponse({
          success: true,
          data: [buildHostelSummary({ name: `Hostel on page ${page}` })],
          pagination: buildPagination({ page, total: 25, total_pages: 3 }),
        });
      },
    });
    const user = userEvent.setup();

    const { router } = renderApp({ url: '/hostels?page=2' });

    expect(await screen.findByRole('link', { name: 'Hostel on page 2' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    // Real links (issue 25): a crawler or a phone without JavaScript follows them.
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/hostels?page=3');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/hostels');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Hostel on page 3' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: 'Hostel on page 2' })).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.includes('page=3'))).toBe(true);
  });
});

describe('Find Hostels filters', () => {
  it('should write basic filters to the URL and the request, going back to page 1', async () => {
    const fetchMock = stubBrowseApi({ hostels: [buildHostelSummary()] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?page=3' });
    await screen.findByRole('option', { name: 'Lahore' });

    await user.click(screen.getByRole('radio', { name: 'Girls' }));
    await waitFor(() => expect(search(router).get('gender_category')).toBe('female'));
    expect(search(router).has('page')).toBe(false);
    expect(router.state.historyAction).toBe('PUSH');

    await user.click(screen.getByRole('radio', { name: 'University' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Lahore');
    await user.click(screen.getByRole('switch', { name: 'Mess available' }));

    await waitFor(() => expect(search(router).get('mess_available')).toBe('true'));
    expect(search(router).get('location_type')).toBe('university');
    expect(search(router).get('city')).toBe(LAHORE.id);
    await waitFor(() => expect(lastListRequest(fetchMock).get('mess_available')).toBe('true'));
    const request = lastListRequest(fetchMock);
    expect(request.get('gender_category')).toBe('female');
    expect(request.get('location_type')).toBe('university');
    expect(request.get('city')).toBe(LAHORE.id);
    expect(request.get('page')).toBe('1');
    expect(screen.getByRole('heading', { name: 'Filters (4)' })).toBeInTheDocument();
  });

  it('should send each chosen facility and room type as a repeated query key', async () => {
    const fetchMock = stubBrowseApi({ hostels: [buildHostelSummary()] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels' });
    await screen.findByRole('link', { name: /Test Hostel/ });

    const advanced = screen.getByRole('button', { name: 'Advanced filters' });
    expect(advanced).toHaveAttribute('aria-expanded', 'false');
    await user.click(advanced);
    await user.click(await screen.findByRole('checkbox', { name: 'WiFi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gym' }));
    await user.click(screen.getByRole('checkbox', { name: '2-Seater' }));

    await waitFor(() => expect(search(router).getAll('room_types')).toEqual(['2-seater']));
    expect(search(router).getAll('facilities')).toEqual(['WiFi', 'Gym']);
    await waitFor(() =>
      expect(lastListRequest(fetchMock).getAll('room_types')).toEqual(['2-seater']),
    );
    expect(lastListRequest(fetchMock).getAll('facilities')).toEqual(['WiFi', 'Gym']);
    expect(screen.getByRole('button', { name: 'Advanced filters (3)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filters (3)' })).toBeInTheDocument();
  });

  it('should set the filters from the URL on load and drop the values that are not valid', async () => {
    const fetchMock = stubBrowseApi({ hostels: [buildHostelSummary()] });
    renderApp({
      url:
        `/hostels?gender_category=female&city=Lahore&town=${GULBERG.id}&mess_available=true` +
        '&facilities=WiFi&facilities=Laundry&room_types=single&price_min=5000&price_max=20000' +
        '&search=canal&sort=price_asc&location_type=moon&university_id=not-an-id&page=abc',
    });

    expect(await screen.findByRole('radio', { name: 'Girls' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Search hostels' })).toHaveValue('canal');
    expect(screen.getByRole('switch', { name: 'Mess available' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // A city may be named in a link; the select still shows it.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue(LAHORE.id),
    );
    // Advanced filters are set, so their section starts open.
    expect(screen.getByRole('button', { name: 'Advanced filters (6)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Town' })).toHaveValue(GULBERG.id),
    );
    expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(5000);
    expect(screen.getByRole('spinbutton', { name: 'Max price' })).toHaveValue(20000);
    expect(await screen.findByRole('checkbox', { name: 'WiFi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Laundry' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gym' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Single' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    expect(screen.getByRole('radio', { name: 'Any', checked: true })).toHaveAttribute(
      'name',
      'location_type',
    );
    // gender, city, mess + town, two prices, two facilities, one room type
    expect(screen.getByRole('heading', { name: 'Filters (9)' })).toBeInTheDocument();

    await screen.findByRole('link', { name: /Test Hostel/ });
    const request = lastListRequest(fetchMock);
    expect(Object.fromEntries(request)).toMatchObject({
      page: '1',
      gender_category: 'female',
      city: 'Lahore',
      town: GULBERG.id,
      mess_available: 'true',
      price_min: '5000',
      price_max: '20000',
      search: 'canal',
      sort: 'price_asc',
    });
    expect(request.getAll('facilities')).toEqual(['WiFi', 'Laundry']);
    expect(request.has('location_type')).toBe(false);
    expect(request.has('university_id')).toBe(false);
  });

  it('should search after a pause in typing, replacing the history entry', async () => {
    const fetchMock = stubBrowseApi({ hostels: [buildHostelSummary()] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?page=2' });
    const box = await screen.findByRole('combobox', { name: 'Search hostels' });
    expect(box).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/name.*area.*city.*university/),
    );

    await user.type(box, 'johar');

    await waitFor(() => expect(search(router).get('search')).toBe('johar'));
    expect(search(router).has('page')).toBe(false);
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(lastListRequest(fetchMock).get('search')).toBe('johar'));
    // One request for the whole word, none per letter.
    expect(listRequests(fetchMock).filter((params) => params.has('search'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(search(router).has('search')).toBe(false));
    expect(box).toHaveValue('');
  });

  it('should write a valid price range after typing pauses, and explain an inverted one', async () => {
    stubBrowseApi({ hostels: [buildHostelSummary()] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels' });
    await user.click(await screen.findByRole('button', { name: 'Advanced filters' }));

    await user.type(screen.getByRole('spinbutton', { name: 'Min price' }), '9000');
    await user.type(screen.getByRole('spinbutton', { name: 'Max price' }), '5000');
    expect(
      await screen.findByText('Maximum price must be at least the minimum price'),
    ).toBeInTheDocument();
    await waitFor(() => expect(search(router).get('price_min')).toBe('9000'), { timeout: 2000 });
    expect(search(router).has('price_max')).toBe(false);

    await user.clear(screen.getByRole('spinbutton', { name: 'Max price' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Max price' }), '15000');
    await waitFor(() => expect(search(router).get('price_max')).toBe('15000'), { timeout: 2000 });
  });

  it('should load the towns of the chosen city and clear the town when the city changes', async () => {
    stubBrowseApi({ hostels: [buildHostelSummary()] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels' });
    await user.click(await screen.findByRole('button', { name: 'Advanced filters' }));
    expect(screen.getByRole('combobox', { name: 'Town' })).toBeDisabled();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'Lahore');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Town' }),
      await screen.findByRole('option', { name: 'Gulberg' }),
    );
    await waitFor(() => expect(search(router).get('town')).toBe(GULBERG.id));

    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Karachi');
    await waitFor(() => expect(search(router).has('town')).toBe(false));
  });

  it('should clear every filter with Clear all, keeping the search', async () => {
    stubBrowseApi({ hostels: [buildHostelSummary()] });
    const user = userEvent.setup();
    const { router } = renderApp({
      url: '/hostels?gender_category=male&facilities=WiFi&search=canal&page=2',
    });
    expect(await screen.findByRole('heading', { name: 'Filters (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));

    await waitFor(() => expect(router.state.location.search).toBe('?search=canal'));
    expect(screen.getByRole('heading', { name: 'Filters (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('should offer Clear filters when nothing matches', async () => {
    const fetchMock = stubBrowseApi({ hostels: [] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?gender_category=female&search=zzz' });

    expect(
      await screen.findByRole('heading', { name: 'No hostels match your search' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastListRequest(fetchMock).has('gender_category')).toBe(false));
    expect(lastListRequest(fetchMock).has('search')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Search hostels' })).toHaveValue('');
  });
});

describe('Find Hostels sort', () => {
  it('should sort by price and reset the page', async () => {
    const fetchMock = stubBrowseApi({ hostels: [buildHostelSummary()] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?page=2' });
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });

    await user.selectOptions(sort, 'Price: high to low');

    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_desc'));
    await waitFor(() => expect(lastListRequest(fetchMock).get('sort')).toBe('price_desc'));
  });

  it('should offer distance only with a university, and show how far each hostel is', async () => {
    const fetchMock = stubBrowseApi({
      list: (url) =>
        jsonResponse({
          success: true,
          data: [
            buildHostelSummary({
              name: 'Campus Lodge',
              distance_km: url.searchParams.get('sort') === 'distance' ? 2.43 : null,
            }),
          ],
          pagination: buildPagination(),
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels' });
    await screen.findByRole('link', { name: 'Campus Lodge' });
    expect(screen.getByRole('option', { name: 'Distance (choose a university)' })).toBeDisabled();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'University' }),
      await screen.findByRole('option', { name: PUNJAB_UNIVERSITY.name }),
    );
    const distance = await screen.findByRole('option', { name: 'Distance' });
    expect(distance).toBeEnabled();

    // Issue 42: the university choice is near its campus, nearest first by default.
    expect(await screen.findByText('2.4 km away')).toBeInTheDocument();
    expect(search(router).get('near_university')).toBe(PUNJAB_UNIVERSITY.id);
    expect(search(router).has('sort')).toBe(false);
    const request = lastListRequest(fetchMock);
    expect(request.get('sort')).toBe('distance');
    expect(request.get('near_university')).toBe(PUNJAB_UNIVERSITY.id);
    expect(request.has('university_id')).toBe(false);

    // Without a university there is no origin: the order falls back to newest.
    await user.selectOptions(screen.getByRole('combobox', { name: 'University' }), '');
    await waitFor(() => expect(search(router).has('near_university')).toBe(false));
    expect(search(router).has('sort')).toBe(false);
    expect(screen.getByRole('option', { name: 'Distance (choose a university)' })).toBeDisabled();
  });
});

describe('Find Hostels toolbar', () => {
  it('should show signed-in users Messages with the unread total (99+ past 99) and open the chats', async () => {
    const chats = [
      buildChat({ unread_count: 60, last_message: 'Is the room free?' }),
      buildChat({ unread_count: 40 }),
    ];
    stubBrowseApi({
      extra: {
        [`/api/messaging/chats/${users.student.id}`]: () =>
          jsonResponse({ success: true, data: chats }),
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/hostels', authState: authStates.student });
    // One in the toolbar, one in the navigation bar.
    const buttons = await screen.findAllByRole('button', { name: 'Messages, 99+ unread' });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveTextContent('99+');

    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    expect(within(dialog).getByRole('list', { name: 'Conversations' })).toHaveTextContent(
      'Is the room free?',
    );
  });

  it('should not show guests the Messages button', async () => {
    stubBrowseApi();
    renderApp({ url: '/hostels' });
    await screen.findByRole('combobox', { name: 'Search hostels' });
    expect(screen.queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('should fold the filters behind a Filters button on small screens', async () => {
    stubBrowseApi();
    const user = userEvent.setup();
    renderApp({ url: '/hostels?gender_category=male' });
    const toggle = await screen.findByRole('button', { name: 'Filters (1)' });
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden', 'lg:block');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
    expect(within(panel).getByRole('radio', { name: 'Boys' })).toBeChecked();
  });
});
