import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHostelSummary, buildPagination } from '../../../../testing/factories';
import {
  emptyApiHandlers,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../../testing/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/enhanced-hostels': () =>
        jsonResponse({ success: true, data: hostels, pagination: buildPagination({ total: 2 }) }),
    });

    renderApp({ url: '/hostels' });

    expect(await screen.findByRole('link', { name: 'Iqbal Boys Hostel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fatima Girls Residence' })).toBeInTheDocument();
    expect(screen.getByText('Rs 15,000 / month')).toBeInTheDocument();
    expect(screen.getByText('Contact for price')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Find Hostels' })).toBeInTheDocument();
    expect(document.title).toBe('Find Hostels · Hostelhub');

    const listUrl = fetchedUrls(fetchMock).find((url) => url.includes('/api/enhanced-hostels'));
    expect(listUrl).toContain('page=1');
    expect(listUrl).toContain('limit=10');
  });

  it('should serve the same screen at /student', async () => {
    stubFetch({
      ...emptyApiHandlers,
      '/api/enhanced-hostels': () =>
        jsonResponse({
          success: true,
          data: [buildHostelSummary({ name: 'Student Lodge' })],
          pagination: buildPagination(),
        }),
    });
    renderApp({ url: '/student' });
    expect(await screen.findByRole('link', { name: 'Student Lodge' })).toBeInTheDocument();
  });

  it('should show "Failed to load hostels" with the reason, and Try Again should refetch', async () => {
    let calls = 0;
    stubFetch({
      ...emptyApiHandlers,
      '/api/enhanced-hostels': () => {
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

  it('should show an empty state when there are no hostels', async () => {
    stubFetch(emptyApiHandlers);
    renderApp({ url: '/hostels' });
    expect(await screen.findByRole('heading', { name: 'No hostels yet' })).toBeInTheDocument();
  });

  it('should read the page from the URL and move between pages with Next and Previous', async () => {
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/enhanced-hostels': (url) => {
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

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Hostel on page 3' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: 'Hostel on page 2' })).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.includes('page=3'))).toBe(true);
  });
});
