import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHostelSummary } from '../../testing/factories';
import { renderApp } from '../../testing/test-utils';
import { listRequests, stubBrowseApi, prepareBrowseTests } from './browse-fixtures';

// The map and the dialog are their own features with their own tests; here they are stand-ins
// that show what the browse screen hands them.
const mapModule = vi.hoisted(() => ({
  isLoaded: false,
  hostelId: 'a1000000-0000-4000-8000-000000000001',
}));
const MAP_HOSTEL_ID = mapModule.hostelId;

vi.mock('../../features/hostel-map/components/hostels-map-view', () => {
  mapModule.isLoaded = true;
  return {
    default: ({ onOpenHostel }: { onOpenHostel?: (id: string) => void }) => (
      <div>
        <p>Map of hostels</p>
        <button type="button" onClick={() => onOpenHostel?.(mapModule.hostelId)}>
          View details
        </button>
      </div>
    ),
  };
});

vi.mock('../../features/hostel-detail/components/hostel-detail-dialog', () => ({
  HostelDetailDialog: ({ hostelId, onClose }: { hostelId: string | null; onClose: () => void }) =>
    hostelId === null ? null : (
      <div role="dialog" aria-label="Hostel details">
        <p>Details of {hostelId}</p>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ),
}));

vi.mock('../../features/hostel-detail/components/hostel-detail-page', async () => {
  const { Link } = await import('react-router');
  return {
    HostelDetailPage: ({ hostelId, backHref }: { hostelId: string; backHref: string }) => (
      <article>
        <p>Details of {hostelId}</p>
        <Link to={backHref}>All hostels</Link>
      </article>
    ),
  };
});

beforeAll(prepareBrowseTests);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('List View and Map View', () => {
  it('should keep the view in the URL and load the map only when its tab opens', async () => {
    stubBrowseApi({ hostels: [buildHostelSummary({ name: 'Listed Hostel' })] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?gender_category=male' });
    await screen.findByRole('link', { name: 'Listed Hostel' });
    expect(screen.getByRole('tab', { name: 'List View' })).toHaveAttribute('aria-selected', 'true');
    expect(mapModule.isLoaded).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Map View' }));

    expect(await screen.findByText('Map of hostels')).toBeInTheDocument();
    expect(mapModule.isLoaded).toBe(true);
    expect(router.state.location.search).toBe('?gender_category=male&view=map');
    expect(screen.queryByRole('link', { name: 'Listed Hostel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'List View' }));
    expect(await screen.findByRole('link', { name: 'Listed Hostel' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?gender_category=male');
  });

  it('should open the map from a link with view=map', async () => {
    stubBrowseApi();
    renderApp({ url: '/hostels?view=map' });
    expect(await screen.findByText('Map of hostels')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Map View' })).toHaveAttribute('aria-selected', 'true');
  });

  it("should open a hostel from a map popup's View details, keeping the query", async () => {
    stubBrowseApi();
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?view=map&city=Lahore' });

    await user.click(await screen.findByRole('button', { name: 'View details' }));

    expect(await screen.findByRole('dialog', { name: 'Hostel details' })).toHaveTextContent(
      MAP_HOSTEL_ID,
    );
    expect(router.state.location.pathname).toBe(`/hostels/${MAP_HOSTEL_ID}`);
    expect(router.state.location.search).toBe('?view=map&city=Lahore');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hostels'));
    expect(router.state.location.search).toBe('?view=map&city=Lahore');
    expect(screen.getByText('Map of hostels')).toBeInTheDocument();
  });
});

describe('Opening a hostel', () => {
  it('should open /hostels/{id} with the query kept, over the same list, and go back on close', async () => {
    const hostel = buildHostelSummary({ name: 'Canal View Hostel' });
    const fetchMock = stubBrowseApi({ hostels: [hostel] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?gender_category=male&page=2' });
    const link = await screen.findByRole('link', { name: 'Canal View Hostel' });
    expect(link).toHaveAttribute('href', `/hostels/${hostel.id}?gender_category=male&page=2`);
    const listRequestsBefore = listRequests(fetchMock).length;

    await user.click(link);

    expect(await screen.findByRole('dialog', { name: 'Hostel details' })).toHaveTextContent(
      hostel.id,
    );
    expect(router.state.location.pathname).toBe(`/hostels/${hostel.id}`);
    expect(router.state.location.search).toBe('?gender_category=male&page=2');
    // The list stays on screen under the dialog, from the cache (only the hostel is requested).
    expect(screen.getByRole('link', { name: 'Canal View Hostel' })).toBeInTheDocument();
    expect(listRequests(fetchMock)).toHaveLength(listRequestsBefore);

    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/hostels'));
    expect(router.state.location.search).toBe('?gender_category=male&page=2');
    expect(router.state.historyAction).toBe('POP');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should open a shared hostel link as a page of its own, with a link back to the same search', async () => {
    const hostel = buildHostelSummary({ name: 'Shared Hostel' });
    stubBrowseApi({ hostels: [hostel] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: `/hostels/${hostel.id}?city=Lahore&view=map` });

    // Issue 25: a direct load is the hostel's page (what the server renders), not a dialog.
    expect(await screen.findByRole('article')).toHaveTextContent(hostel.id);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Find Hostels' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'All hostels' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/hostels'));
    expect(router.state.location.search).toBe('?city=Lahore&view=map');
  });

  it('should open hostels from /student at /hostels/{id} and close back to /student', async () => {
    const hostel = buildHostelSummary({ name: 'Student Pick' });
    stubBrowseApi({ hostels: [hostel] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/student?mess_available=true' });

    await user.click(await screen.findByRole('link', { name: 'Student Pick' }));

    expect(await screen.findByRole('dialog', { name: 'Hostel details' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/hostels/${hostel.id}?mess_available=true`,
    );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student'));
    expect(router.state.location.search).toBe('?mess_available=true');
  });
});
