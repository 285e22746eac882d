import { configure } from '@testing-library/react';
import type { City, Facility, HostelSummary, RoomType, Town, University } from '@hostelhub/shared';
import { buildPagination } from '../../testing/factories';
import { emptyApiHandlers, fetchedUrls, jsonResponse, stubFetch } from '../../testing/test-utils';

/** Reference data the browse screen's filters read, with fixed ids the URLs can name. */
export const LAHORE: City = {
  id: 'c1000000-0000-4000-8000-000000000001',
  name: 'Lahore',
  name_ur: 'لاہور',
  slug: 'lahore',
  province: 'Punjab',
};
export const KARACHI: City = {
  id: 'c1000000-0000-4000-8000-000000000002',
  name: 'Karachi',
  name_ur: 'کراچی',
  slug: 'karachi',
  province: 'Sindh',
};
export const JOHAR_TOWN: Town = {
  id: 'd1000000-0000-4000-8000-000000000001',
  name: 'Johar Town',
  name_ur: 'جوہر ٹاؤن',
  city_id: LAHORE.id,
  status: 'confirmed',
};
export const GULBERG: Town = {
  id: 'd1000000-0000-4000-8000-000000000002',
  name: 'Gulberg',
  // An area without a known Urdu name: its English name shows in Urdu too.
  name_ur: null,
  city_id: LAHORE.id,
  status: 'confirmed',
};
export const PUNJAB_UNIVERSITY: University = {
  id: 'e1000000-0000-4000-8000-000000000001',
  name: 'University of the Punjab',
  name_ur: 'جامعہ پنجاب',
  slug: 'university-of-the-punjab',
  city_id: LAHORE.id,
  city: 'Lahore',
};
export const FACILITY_LIST: Facility[] = (
  [
    ['WiFi', 'وائی فائی'],
    ['Security', 'سیکیورٹی'],
    ['Laundry', 'لانڈری'],
    ['Gym', 'جم'],
  ] as const
).map(([name, name_ur], index) => ({
  id: `f1000000-0000-4000-8000-00000000000${index + 1}`,
  name,
  name_ur,
  icon: 'wifi',
  description: name,
}));
export const ROOM_TYPE_LIST: RoomType[] = [
  { value: 'single', name: 'Single', description: 'One student' },
  { value: '2-seater', name: '2-Seater', description: 'Two beds' },
];

/**
 * Loads the lazy route modules before the tests and gives the first paint more time than the
 * default second: the browse screen pulls many modules, and CI machines run files in parallel.
 */
export async function prepareBrowseTests() {
  configure({ asyncUtilTimeout: 4000 });
  await import('../routes/hostels/hostels');
  await import('../routes/hostels/hostel');
}

type Handler = Parameters<typeof stubFetch>[0][string];

/**
 * Stubs the API for the browse screen: reference lists, and the hostel list answered by
 * `list` (all `hostels` on one page by default). Returns the fetch mock.
 */
export function stubBrowseApi({
  hostels = [],
  list,
  extra = {},
}: {
  hostels?: HostelSummary[];
  list?: Handler;
  extra?: Record<string, Handler>;
} = {}) {
  return stubFetch({
    ...emptyApiHandlers,
    '/api/enhanced-hostels/cities': () => jsonResponse({ success: true, data: [LAHORE, KARACHI] }),
    '/api/enhanced-hostels/towns': (url) =>
      jsonResponse({
        success: true,
        data: url.searchParams.get('city_id') === LAHORE.id ? [JOHAR_TOWN, GULBERG] : [],
      }),
    '/api/enhanced-hostels/universities': () =>
      jsonResponse({ success: true, data: [PUNJAB_UNIVERSITY] }),
    '/api/enhanced-hostels/facilities': () => jsonResponse({ success: true, data: FACILITY_LIST }),
    '/api/enhanced-hostels/room-types': () => jsonResponse({ success: true, data: ROOM_TYPE_LIST }),
    '/api/enhanced-hostels':
      list ??
      (() =>
        jsonResponse({
          success: true,
          data: hostels,
          pagination: buildPagination({
            total: hostels.length,
            total_pages: hostels.length > 0 ? 1 : 0,
          }),
        })),
    ...extra,
  });
}

/** The query strings the hostel list was requested with, in order. */
export function listRequests(mock: ReturnType<typeof stubFetch>): URLSearchParams[] {
  return fetchedUrls(mock)
    .map((url) => new URL(url, 'http://localhost'))
    .filter((url) => url.pathname === '/api/enhanced-hostels')
    .map((url) => url.searchParams);
}

/** The last list request's query. */
export function lastListRequest(mock: ReturnType<typeof stubFetch>): URLSearchParams {
  const requests = listRequests(mock);
  const last = requests.at(-1);
  if (!last) throw new Error('The hostel list was never requested');
  return last;
}
