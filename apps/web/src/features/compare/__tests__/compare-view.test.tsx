import type { CompareHostel, University } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompareHostel } from '../../../testing/compare-factories';
import { buildRoom } from '../../../testing/hostel-detail-factories';
import {
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu } from '../../../testing/urdu';
import { CompareView } from '../components/compare-view';
import { compareText } from '../i18n';
import { COMPARE_STORAGE_KEY, compareList } from '../utils/compare-list';

/** Issue 29: the compare page's table, its states and its university distances. */

const UNIVERSITY: University = {
  id: 'e1000000-0000-4000-8000-000000000001',
  name: 'University of the Punjab',
  name_ur: 'جامعہ پنجاب',
  slug: 'university-of-the-punjab',
  city_id: 'c1000000-0000-4000-8000-000000000001',
  city: 'Lahore',
};

const ravi = buildCompareHostel({
  name: 'Ravi Hostel',
  facilities: ['WiFi', 'Gym'],
  price_range: '8000-12000',
  rating_average: 4.3,
  rating_count: 12,
  rooms: [
    buildRoom({
      room_type: 'single',
      price_per_month: 15_000,
      max_occupancy: 1,
      current_occupancy: 0,
    }),
    buildRoom({
      room_type: '2-seater',
      price_per_month: 9_000,
      max_occupancy: 2,
      current_occupancy: 2,
    }),
  ],
});
const canal = buildCompareHostel({
  name: 'Canal View Hostel',
  facilities: ['AC', 'WiFi'],
  gender_category: 'female',
  mess_info: null,
  mess_available: false,
});
const iqbal = buildCompareHostel({ name: 'Iqbal Hostel', facilities: [], rooms: [] });

/** Answers the compare endpoint with the asked hostels among `known`, distances when asked. */
function stubCompareApi(known: CompareHostel[] = [ravi, canal, iqbal]) {
  return stubFetch({
    '/api/enhanced-hostels/universities': () => jsonResponse({ success: true, data: [UNIVERSITY] }),
    '/api/enhanced-hostels/compare': (url) => {
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      const university = url.searchParams.get('university_id');
      const hostels = ids
        .map((id) => known.find((hostel) => hostel.id === id))
        .filter((hostel) => hostel !== undefined)
        .map((hostel, index) => ({ ...hostel, distance_km: university ? 1.5 + index : null }));
      return jsonResponse({ success: true, data: { hostels } });
    },
  });
}

const compareUrl = (...hostels: CompareHostel[]) =>
  `/compare?ids=${hostels.map((hostel) => hostel.id).join(',')}`;

/** The cells of the table row headed `label`, as text (a tick or cross reads Yes or No). */
function rowCells(label: string): string[] {
  const header = screen.getByRole('rowheader', { name: label });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row ${label}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('CompareView', () => {
  it('should put the hostels side by side with every facility on one row across them', async () => {
    stubCompareApi();
    renderWithProviders(<CompareView />, { url: compareUrl(ravi, canal, iqbal) });

    const table = await screen.findByRole('table', { name: 'Hostels compared side by side' });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((header) => within(header).getByRole('link').textContent);
    expect(columns).toEqual(['Ravi Hostel', 'Canal View Hostel', 'Iqbal Hostel']);

    // The union of their facilities, in the reference list's order, an old name read as the
    // kept one ('AC' is Air Conditioning).
    expect(rowCells('WiFi')).toEqual(['Yes', 'Yes', 'No']);
    expect(rowCells('Gym')).toEqual(['Yes', 'No', 'No']);
    expect(rowCells('Air Conditioning')).toEqual(['No', 'Yes', 'No']);
    const facilityRows = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(facilityRows.slice(-3)).toEqual(['WiFi', 'Gym', 'Air Conditioning']);
  });

  it('should show rent, who it is for, rating, rooms with free beds and mess', async () => {
    stubCompareApi();
    renderWithProviders(<CompareView />, { url: compareUrl(ravi, canal) });
    await screen.findByRole('table');

    expect(rowCells('Rent')[0]).toBe('Rs 8,000 - 12,000 / month');
    expect(rowCells('For')).toEqual(['Boys', 'Girls']);
    expect(rowCells('Rating')[0]).toContain('Rated 4.3 out of 5 from 12 reviews');
    expect(rowCells('Rating')[1]).toBe('No reviews yet');
    const rooms = rowCells('Rooms')[0] ?? '';
    // The site's one price format, "/ month", as on cards and hostel pages (issue 40 item 10).
    expect(rooms).toContain('Rs 15,000 / month');
    expect(rooms).toContain('1 free bed');
    expect(rooms).toContain('No free beds');
    expect(rowCells('Mess')).toEqual(['Available, Rs 9,000 / month', 'No mess']);
  });

  it('should measure the distances from the university chosen on the page', async () => {
    const fetchMock = stubCompareApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<CompareView />, { url: compareUrl(ravi, canal) });
    await screen.findByRole('table');
    expect(rowCells('Distance')).toEqual([
      'Choose a university above',
      'Choose a university above',
    ]);

    const picker = screen.getByRole('combobox', { name: 'Distance from' });
    await screen.findByRole('option', { name: 'University of the Punjab' });
    await user.selectOptions(picker, UNIVERSITY.id);

    await waitFor(() =>
      expect(rowCells('Distance from University of the Punjab')).toEqual(['1.5 km', '2.5 km']),
    );
    expect(router.state.location.search).toContain(`university_id=${UNIVERSITY.id}`);
    expect(
      fetchedUrls(fetchMock).some((url) => url.includes(`university_id=${UNIVERSITY.id}`)),
    ).toBe(true);
  });

  it('should explain how to add hostels when nothing is chosen, asking the API nothing', async () => {
    const fetchMock = stubCompareApi();
    renderWithProviders(<CompareView />, { url: '/compare' });

    expect(
      await screen.findByRole('heading', { name: 'Nothing to compare yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Press Compare on up to 3 hostel cards, or in a hostel's details, and they appear here side by side.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find hostels' })).toHaveAttribute('href', '/hostels');
    expect(fetchedUrls(fetchMock).some((url) => url.includes('/compare'))).toBe(false);
  });

  it("should compare this browser's choice when the address names none, and name it there", async () => {
    compareList.write([
      { id: canal.id, name: canal.name, image_url: null },
      { id: ravi.id, name: ravi.name, image_url: null },
    ]);
    stubCompareApi();
    const { router } = renderWithProviders(<CompareView />, { url: '/compare' });

    await screen.findByRole('table');
    expect(router.state.location.search).toBe(`?ids=${canal.id},${ravi.id}`);
  });

  it('should take a removed hostel out of the table, the address and the list', async () => {
    compareList.write([{ id: ravi.id, name: ravi.name, image_url: null }]);
    stubCompareApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<CompareView />, { url: compareUrl(ravi, canal) });
    await screen.findByRole('table');

    await user.click(
      screen.getByRole('button', { name: 'Remove Ravi Hostel from the comparison' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Ravi Hostel' })).not.toBeInTheDocument(),
    );
    expect(new URLSearchParams(router.state.location.search).get('ids')).toBe(canal.id);
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('should say when a hostel is no longer listed, and drop it from the list', async () => {
    const gone = '00000000-0000-4000-8000-00000000dead';
    compareList.write([
      { id: gone, name: 'Closed Hostel', image_url: null },
      { id: ravi.id, name: ravi.name, image_url: null },
    ]);
    stubCompareApi();
    renderWithProviders(<CompareView />, { url: `/compare?ids=${gone},${ravi.id}` });

    expect(
      await screen.findByText('1 hostel is no longer listed and was left out.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(compareList.read().map((item) => item.id)).toEqual([ravi.id]));
  });

  it('should show a failure with Try again', async () => {
    stubFetch({
      '/api/enhanced-hostels/universities': () => jsonResponse({ success: true, data: [] }),
      '/api/enhanced-hostels/compare': () =>
        jsonResponse(
          { success: false, error: 'Something went wrong', code: 'INTERNAL_ERROR' },
          500,
        ),
    });
    renderWithProviders(<CompareView />, { url: compareUrl(ravi) });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the comparison');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('should read in Urdu on an Urdu page', async () => {
    await preloadUrdu(compareText);
    stubCompareApi();
    renderWithProviders(<CompareView />, { url: compareUrl(ravi, canal), language: 'ur' });

    await screen.findByRole('table', { name: 'ہاسٹلوں کا ساتھ ساتھ موازنہ' });
    expect(rowCells('کس کے لیے')).toEqual(['لڑکے', 'لڑکیاں']);
    expect(rowCells('وائی فائی')).toEqual(['ہاں', 'ہاں']);
    // Prices as every Urdu page writes them: the figure isolated, then ماہانہ.
    expect(rowCells('کرایہ')[0]).toBe('\u2066Rs 8,000 - 12,000\u2069 ماہانہ');
    expect(rowCells('کمرے')[0]).toContain('\u2066Rs 15,000\u2069 ماہانہ');
    expect(rowCells('میس')[0]).toBe('دستیاب، \u2066Rs 9,000\u2069 ماہانہ');
  });
});
