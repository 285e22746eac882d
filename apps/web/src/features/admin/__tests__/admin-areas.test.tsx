import type { PendingArea, Town } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { AdminAreasSection } from '../components/admin-areas-section';
import { AdminDashboard } from '../components/admin-dashboard';

/**
 * The admin panel's Areas section at /admin/areas (issue 22 item 17): the areas owners added,
 * each confirmed, renamed or merged into a confirmed area of its city.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

const BAHAWALPUR = 'c3000000-0000-4000-8000-000000000001';

const PENDING: PendingArea = {
  id: 'd3000000-0000-4000-8000-0000000000a1',
  name: 'Satelite Town',
  city_id: BAHAWALPUR,
  city: 'Bahawalpur',
  created_by: {
    id: '00000000-0000-4000-8000-0000000000b1',
    full_name: 'Bilal Ahmed',
    email: 'bilal@example.pk',
  },
  hostels: [
    { id: '00000000-0000-4000-8000-0000000000c1', name: 'Al-Noor Boys Hostel', status: 'approved' },
    { id: '00000000-0000-4000-8000-0000000000c2', name: 'Iqbal Hostel', status: 'pending' },
  ],
  created_at: '2026-11-24T09:30:00.000Z',
};

const town = (id: string, name: string, status: Town['status'] = 'confirmed'): Town => ({
  id,
  name,
  name_ur: null,
  city_id: BAHAWALPUR,
  latitude: null,
  longitude: null,
  status,
});

const SATELLITE = town('d3000000-0000-4000-8000-000000000001', 'Satellite Town');
const MODEL_TOWN = town('d3000000-0000-4000-8000-000000000002', 'Model Town A');
// A pending area an approved hostel uses: listed to everyone, never a merge target.
const OTHER_PENDING = town('d3000000-0000-4000-8000-000000000003', 'Officers Colony', 'pending');

function stubAreas(areas: PendingArea[], overrides: Record<string, () => Response> = {}) {
  let pending = areas;
  const fetchMock = stubFetch({
    '/api/admin/towns': () => jsonResponse({ success: true, data: pending }),
    '/api/enhanced-hostels/towns': () =>
      jsonResponse({ success: true, data: [SATELLITE, MODEL_TOWN, OTHER_PENDING] }),
    [`/api/admin/towns/${PENDING.id}/confirm`]: () => {
      pending = [];
      return jsonResponse({ success: true, data: { ...town(PENDING.id, PENDING.name) } });
    },
    [`/api/admin/towns/${PENDING.id}`]: () => {
      pending = [];
      return jsonResponse({ success: true, data: town(PENDING.id, 'Satellite Town Block B') });
    },
    [`/api/admin/towns/${PENDING.id}/merge`]: () => {
      pending = [];
      return jsonResponse({
        success: true,
        data: { id: PENDING.id, into: SATELLITE, hostels_moved: 2 },
      });
    },
    ...overrides,
  });
  return fetchMock;
}

function callTo(fetchMock: ReturnType<typeof stubFetch>, suffix: string) {
  const index = fetchedUrls(fetchMock).findIndex((url) => url.endsWith(suffix));
  return { method: fetchMock.mock.calls[index]?.[1]?.method, body: fetchedBody(fetchMock, index) };
}

describe('AdminAreasSection', () => {
  it('should show loading, then say when no area waits', async () => {
    stubAreas([]);
    renderWithProviders(<AdminAreasSection />, { authState: authStates.admin });
    expect(screen.getByRole('status', { name: 'Loading areas' })).toBeInTheDocument();
    expect(await screen.findByText('No new areas are waiting for review.')).toBeInTheDocument();
  });

  it('should show a failed load with Try Again', async () => {
    let fail = true;
    stubAreas([PENDING], {
      '/api/admin/towns': () =>
        fail
          ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', error: 'Server down' }, 500)
          : jsonResponse({ success: true, data: [PENDING] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminAreasSection />, { authState: authStates.admin });
    expect(await screen.findByText('Failed to load areas')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Areas awaiting review' })).toBeInTheDocument();
  });

  it('should list each area with its city, owner and hostels, and confirm it', async () => {
    const fetchMock = stubAreas([PENDING]);
    const user = userEvent.setup();
    renderWithProviders(<AdminAreasSection />, { authState: authStates.admin });
    const list = await screen.findByRole('list', { name: 'Areas awaiting review' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Satelite Town');
    expect(item).toHaveTextContent('Pending review');
    expect(item).toHaveTextContent('Bahawalpur · added by Bilal Ahmed (bilal@example.pk)');
    expect(item).toHaveTextContent(
      '2 hostels: Al-Noor Boys Hostel (approved), Iqbal Hostel (pending approval)',
    );

    await user.click(within(item).getByRole('button', { name: 'Confirm Satelite Town' }));
    expect(
      await screen.findByText('Satelite Town (Bahawalpur) was confirmed.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No new areas are waiting for review.')).toBeInTheDocument();
    expect(callTo(fetchMock, '/confirm').method).toBe('POST');
  });

  it('should rename an area, checking the name first, and confirm it', async () => {
    const fetchMock = stubAreas([PENDING]);
    const user = userEvent.setup();
    renderWithProviders(<AdminAreasSection />, { authState: authStates.admin });
    await user.click(await screen.findByRole('button', { name: 'Rename Satelite Town' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Satelite Town' });
    const input = within(dialog).getByLabelText(/Area name/);
    expect(input).toHaveValue('Satelite Town');

    await user.clear(input);
    await user.type(input, 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Rename and Confirm' }));
    expect(within(dialog).getByText('Area name must be at least 2 characters')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '  Satellite Town Block B {Enter}');
    expect(
      await screen.findByText(
        'Satelite Town was renamed Satellite Town Block B (Bahawalpur) and confirmed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callTo(fetchMock, `/api/admin/towns/${PENDING.id}`)).toEqual({
      method: 'PATCH',
      body: { name: 'Satellite Town Block B' },
    });
  });

  it("should merge an area into one of its city's confirmed areas only", async () => {
    const fetchMock = stubAreas([PENDING]);
    const user = userEvent.setup();
    renderWithProviders(<AdminAreasSection />, { authState: authStates.admin });
    await user.click(
      await screen.findByRole('button', { name: 'Merge Satelite Town into another area' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Merge Satelite Town' });
    expect(dialog).toHaveTextContent('Its 2 hostels move there.');
    const select = await within(dialog).findByRole('combobox', { name: /Merge into/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an area of Bahawalpur', 'Model Town A', 'Satellite Town']);
    expect(fetchedUrls(fetchMock).some((url) => url.includes(`city_id=${BAHAWALPUR}`))).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(within(dialog).getByText('Choose the area to merge into')).toBeInTheDocument();
    await user.selectOptions(select, 'Satellite Town');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(
      await screen.findByText(
        'Satelite Town was merged into Satellite Town (Bahawalpur); 2 hostels moved.',
      ),
    ).toBeInTheDocument();
    expect(callTo(fetchMock, '/merge')).toEqual({
      method: 'POST',
      body: { into_town_id: SATELLITE.id },
    });
  });

  it("should show the server's refusal in the dialog", async () => {
    stubAreas([PENDING], {
      [`/api/admin/towns/${PENDING.id}`]: () =>
        jsonResponse(
          {
            success: false,
            code: 'CONFLICT',
            error: 'An area with this name already exists in this city: merge into it instead',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminAreasSection />, { authState: authStates.admin });
    await user.click(await screen.findByRole('button', { name: 'Rename Satelite Town' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Satelite Town' });
    const input = within(dialog).getByLabelText(/Area name/);
    await user.clear(input);
    await user.type(input, 'Satellite Town');
    await user.click(within(dialog).getByRole('button', { name: 'Rename and Confirm' }));
    expect(
      await within(dialog).findByText(
        'An area with this name already exists in this city: merge into it instead',
      ),
    ).toBeInTheDocument();
  });
});

describe('the Areas section of the admin panel', () => {
  it('should open at /admin/areas with its count beside its name', async () => {
    stubAreas([PENDING], {
      '/api/admin/overview': () =>
        jsonResponse({
          success: true,
          data: {
            total_users: 7,
            total_hostels: 3,
            pending_hostels: 0,
            approved_hostels: 3,
            pending_owners: 0,
            pending_areas: 1,
          },
        }),
      '/api/contact/stats': () =>
        jsonResponse({
          success: true,
          data: {
            total: 0,
            new: 0,
            in_progress: 0,
            resolved: 0,
            closed: 0,
            by_category: { 'General Query': 0, 'Bug Report': 0, 'Report User': 0 },
          },
        }),
    });
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin/areas' });
    const menu = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(
      await within(menu).findByRole('link', { name: 'Areas 1 awaiting review' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByRole('heading', { name: 'Areas awaiting review' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Satelite Town')).toBeInTheDocument();
  });
});
