import type { HostelNear } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHostelDetail } from '../../../testing/hostel-detail-factories';
import { jsonResponse, renderApp, stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderAppInUrdu } from '../../../testing/urdu';
import { HostelDetailDialog } from '../components/hostel-detail-dialog';
import { hostelDetailText } from '../i18n';

/**
 * Issue 42 (brief 42B item 3): a hostel opened from a near card (`?near={university-slug}`)
 * says how far it is from that campus, "1.2 km from LUMS" (the first short name, else the
 * name; Urdu too, figures in a left-to-right isolate); an unknown university shows nothing.
 */

const LUMS_SLUG = 'lahore-university-of-management-sciences';
const LRI = '\u2066';
const PDI = '\u2069';

beforeAll(async () => {
  await preloadUrdu(hostelDetailText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const loadLocationMap = () =>
  Promise.resolve({ default: ({ name }: { name: string }) => <p>Map of {name}</p> });

function near(
  overrides: Partial<HostelNear['near_university']> = {},
  km: number | null = 1.23,
): HostelNear {
  return {
    near_university: {
      id: '33333333-3333-4333-8333-333333333333',
      slug: LUMS_SLUG,
      name: 'Lahore University of Management Sciences',
      name_ur: 'لاہور یونیورسٹی آف مینجمنٹ سائنسز',
      short_name: 'LUMS',
      city: 'Lahore',
      city_ur: 'لاہور',
      ...overrides,
    },
    distance_km: km,
  };
}

function serve(answer: HostelNear | null) {
  const hostel = buildHostelDetail({ name: 'Iqbal Boys Hostel' });
  const fetchMock = stubFetch({
    [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
    ...(answer
      ? {
          [`/api/enhanced-hostels/${hostel.id}/near/${LUMS_SLUG}`]: () =>
            jsonResponse({ success: true, data: answer }),
        }
      : {}),
  });
  return { hostel, fetchMock };
}

/** Whether the page asked how far the hostel is from a campus. */
const asksNear = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.some(([input]) =>
    (input instanceof Request ? input.url : input instanceof URL ? input.href : input).includes(
      '/near/',
    ),
  );

const dialogRoute = (hostelId: string, nearUniversity: string | undefined) => [
  {
    path: '*',
    element: (
      <HostelDetailDialog
        hostelId={hostelId}
        nearUniversity={nearUniversity}
        onClose={() => {}}
        loadLocationMap={loadLocationMap}
      />
    ),
  },
];

describe('the hostel detail opened from a near card', () => {
  it('should say how far the hostel is from the campus by its short name', async () => {
    const { hostel } = serve(near());
    renderApp({ url: '/hostels', routes: dialogRoute(hostel.id, LUMS_SLUG) });
    const dialog = await screen.findByRole('dialog', { name: 'Iqbal Boys Hostel' });
    expect(await within(dialog).findByText('1.2 km from LUMS')).toBeInTheDocument();
  });

  it('should use the name when the university has no short name', async () => {
    const { hostel } = serve(near({ short_name: null }, 0.5));
    renderApp({ url: '/hostels', routes: dialogRoute(hostel.id, LUMS_SLUG) });
    expect(
      await screen.findByText('0.5 km from Lahore University of Management Sciences'),
    ).toBeInTheDocument();
  });

  it('should say it in Urdu with the figures and the Latin short name isolated', async () => {
    const { hostel } = serve(near());
    await renderAppInUrdu({ url: '/hostels', routes: dialogRoute(hostel.id, LUMS_SLUG) });
    const text = await screen.findByText(/کلومیٹر/u);
    expect(text.textContent).toBe(`\u2068LUMS${PDI} سے ${LRI}1.2${PDI} کلومیٹر`);
  });

  it('should say it in Urdu by the Urdu name when there is no short name', async () => {
    const { hostel } = serve(near({ short_name: null }));
    await renderAppInUrdu({ url: '/hostels', routes: dialogRoute(hostel.id, LUMS_SLUG) });
    const text = await screen.findByText(/کلومیٹر/u);
    expect(text.textContent).toBe(`لاہور یونیورسٹی آف مینجمنٹ سائنسز سے ${LRI}1.2${PDI} کلومیٹر`);
  });

  it('should show the hostel without a distance for an unknown university', async () => {
    const { hostel, fetchMock } = serve(null);
    renderApp({ url: '/hostels', routes: dialogRoute(hostel.id, LUMS_SLUG) });
    const dialog = await screen.findByRole('dialog', { name: 'Iqbal Boys Hostel' });
    await vi.waitFor(() => expect(asksNear(fetchMock)).toBe(true));
    expect(within(dialog).queryByText(/km from/)).not.toBeInTheDocument();
  });

  it('should show no distance when the hostel or the campus has no map point', async () => {
    const { hostel, fetchMock } = serve(near({}, null));
    renderApp({ url: '/hostels', routes: dialogRoute(hostel.id, LUMS_SLUG) });
    await screen.findByRole('dialog', { name: 'Iqbal Boys Hostel' });
    await vi.waitFor(() => expect(asksNear(fetchMock)).toBe(true));
    expect(screen.queryByText(/km from/)).not.toBeInTheDocument();
  });

  it('should show no distance and ask for none without ?near=', async () => {
    const { hostel, fetchMock } = serve(near());
    renderApp({ url: '/hostels', routes: dialogRoute(hostel.id, undefined) });
    await screen.findByRole('dialog', { name: 'Iqbal Boys Hostel' });
    expect(asksNear(fetchMock)).toBe(false);
    expect(screen.queryByText(/km from/)).not.toBeInTheDocument();
  });
});
