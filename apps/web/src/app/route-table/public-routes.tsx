import { lazy, type ReactElement } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../lazy-page';
import type { PublicLoaders } from './loaders';
import type { RouteHandle } from './route-data';

// Each page is its own chunk, so the first visit downloads only the page it opens.
const Landing = lazyPage(() => import('../routes/landing/landing'));
const About = lazyPage(() => import('../routes/about/about'));
const Contact = lazyPage(() => import('../routes/contact/contact'));
const Privacy = lazyPage(() => import('../routes/privacy/privacy'));
const Terms = lazyPage(() => import('../routes/terms/terms'));
const Hostels = lazyPage(() => import('../routes/hostels/hostels'));
const Compare = lazy(() => import('../routes/compare'));
const Hostel = lazyPage(() => import('../routes/hostels/hostel'));
const PlaceHostels = lazyPage(() => import('../routes/hostels/place-hostels'));

/** A page with its loader (the page server's routes only) and its head. */
function withLoader(
  path: string,
  element: ReactElement,
  loader: NonIndexRouteObject['loader'] | undefined,
  handle?: RouteHandle,
  children?: RouteObject[],
): RouteObject {
  return {
    path,
    element,
    ...(loader ? { loader } : {}),
    ...(handle ? { handle } : {}),
    ...(children ? { children } : {}),
  };
}

/**
 * The public pages (part 1 section 2; issue 25): home, the browse screen and a hostel, the
 * landing pages of a city and near a university, the site's own pages and compare. Those the
 * server renders have a head (`handle.head`) and, in the page server's routes, a loader that
 * fills their data (`loaders`, issue 43 item 3; imported by entry-server.tsx only, so the
 * browser's bundle carries none).
 */
export function publicRoutes(loaders?: PublicLoaders): RouteObject[] {
  return [
    withLoader(paths.home.path, <Landing />, loaders?.home, { head: 'home' }),
    { path: paths.about.path, element: <About /> },
    { path: paths.contact.path, element: <Contact /> },
    { path: paths.privacy.path, element: <Privacy /> },
    { path: paths.terms.path, element: <Terms /> },
    withLoader(
      paths.hostels.list.path,
      <Hostels />,
      loaders?.hostels,
      { head: 'list' },
      // Product decision 12: a hostel's own URL opens its dialog over the browse screen.
      [withLoader(paths.hostels.detail.path, <Hostel />, loaders?.hostel, { head: 'hostel' })],
    ),
    // Issue 25: landing pages of a city's hostels and of hostels near a university.
    withLoader(paths.hostels.city.path, <PlaceHostels kind="city" />, loaders?.place('city'), {
      head: 'city',
    }),
    withLoader(
      paths.hostels.university.path,
      <PlaceHostels kind="university" />,
      loaders?.place('university'),
      { head: 'university' },
    ),
    { path: paths.student.path, element: <Hostels /> },
    // Issue 29: hostels side by side, for guests too.
    { path: paths.compare.path, element: <Compare /> },
  ];
}
