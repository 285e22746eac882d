import type { HostelSummary } from '@hostelhub/shared';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import {
  createBrowserRouter,
  matchPath,
  matchRoutes,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { RootLayout } from '../components/layouts/root-layout';
import { MessagesButton } from '../features/messaging/components/messages-button';
import { MessagesOverlay } from '../features/messaging/components/messages-overlay';
import type { MessagingSlots } from '../features/messaging/components/slots';
import { NotificationsBell } from '../features/notifications/components/notifications-bell';
import {
  CompareToggle,
  useCloseCompareFullOnNavigation,
} from '../features/compare/components/compare-toggle';
import { CompareTray } from '../features/compare/components/compare-tray';
import { HostelCardActionProvider } from '../features/hostel-search/components/hostel-card-action';
import { paths } from '../config/paths';
import NotFound from './routes/not-found';
import { RouteError } from './routes/route-error';
import { accountRoutes } from './route-table/account-routes';
import { publicRoutes } from './route-table/public-routes';
import type { PublicLoaders } from './route-table/loaders';

// Issue 26: a chat's other person and their messages can be reported. The action downloads with
// the first conversation that shows it, not with every page.
const ReportAction = lazy(() =>
  import('../features/reports/components/report-action').then((module) => ({
    default: module.ReportAction,
  })),
);
const messagingSlots: MessagingSlots = {
  renderMessageReport: (message) => (
    <Suspense fallback={null}>
      <ReportAction targetType="message" targetId={message.id} variant="icon" />
    </Suspense>
  ),
  renderPersonReport: (person) => (
    <Suspense fallback={null}>
      <ReportAction
        targetType="user"
        targetId={person.id}
        targetName={person.name}
        variant="icon"
      />
    </Suspense>
  ),
};

// Issue 29: every hostel card can be chosen for comparison; the tray shows what is chosen on
// the pages with hostels to choose from (not on /compare itself, nor on signed-in tools).
const renderCardCompare = (hostel: HostelSummary) => <CompareToggle hostel={hostel} />;
const COMPARE_TRAY_PAGES = [
  paths.home.path,
  paths.hostels.list.path,
  paths.hostels.detail.path,
  paths.hostels.city.path,
  paths.hostels.university.path,
  paths.student.path,
];
function CompareTrayOnHostelPages() {
  const { pathname } = useLocation();
  useCloseCompareFullOnNavigation();
  const shown = COMPARE_TRAY_PAGES.some((pattern) => matchPath(pattern, pathname));
  return shown ? <CompareTray /> : null;
}

/**
 * The route map of part 1 section 2 and part 2 section 2: the public pages (with their heads,
 * route-table/public-routes.tsx) and the account pages (route-table/account-routes.tsx) inside
 * the app's frame. With `loaders` (the page server's, for one page's query cache) the public
 * pages have loaders (issue 43 item 3); the browser's routes have none (decision 021).
 */
export function createRoutes(loaders?: PublicLoaders): RouteObject[] {
  return [
    {
      // Part 1 section 2 and decision 9: signed-in users have the bell and Messages in the bar.
      element: (
        <HostelCardActionProvider render={renderCardCompare}>
          <RootLayout
            navActions={
              <>
                <NotificationsBell />
                <MessagesButton variant="ghost" compact />
              </>
            }
            overlays={
              <>
                <MessagesOverlay {...messagingSlots} />
                <CompareTrayOnHostelPages />
              </>
            }
          />
        </HostelCardActionProvider>
      ),
      errorElement: <RouteError />,
      children: [
        ...publicRoutes(loaders),
        ...accountRoutes,
        // Issue 41 item 2: any other path is the not-found page (the server answers it 404).
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/**
 * Loads the code of every page `pathname` renders in `routes` (the route and its parents), so
 * hydration, and the page server, find it and its words ready (issue 25). Pages not made with
 * lazyPage are skipped.
 */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type = (route.element as ReactElement | undefined)?.type as
      { preload?: () => Promise<unknown> } | undefined;
    return type?.preload?.() ?? Promise.resolve();
  });
  await Promise.all(loads);
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return <RouterProvider router={router} />;
}
