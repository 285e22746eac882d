import type { HostelSummary } from '@hostelhub/shared';
import { lazy, Suspense, useMemo, type ComponentType, type ReactElement } from 'react';
import {
  createBrowserRouter,
  matchPath,
  matchRoutes,
  Navigate,
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
import { GuestRoute, ProtectedRoute } from '../components/route-guards';
import NotFound from './routes/not-found';
import { RouteError } from './routes/route-error';

/**
 * A page loaded on first use (React.lazy) that can also be loaded ahead: a server-rendered page
 * loads its route's code, and that code's Urdu words, before hydrating (issue 25, main.tsx).
 * Once loaded ahead, the page renders at once: React.lazy is handed a thenable that resolves
 * synchronously, so hydration does not stop at the page and leave it for a later pass (a press
 * replayed after hydration, lib/early-click.ts, finds the page's handlers in place).
 */
function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> & { preload: () => Promise<unknown> } {
  type PageModule = { default: ComponentType<Props> };
  let loaded: PageModule | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const component = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    const resolved = { then: (resolve: (value: PageModule) => void) => resolve(module) };
    return resolved as unknown as Promise<PageModule>;
  });
  return Object.assign(component, { preload });
}

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

// Each page is its own chunk, so the first visit downloads only the page it opens.
const Landing = lazyPage(() => import('./routes/landing/landing'));
const About = lazyPage(() => import('./routes/about/about'));
const Contact = lazyPage(() => import('./routes/contact/contact'));
const Privacy = lazyPage(() => import('./routes/privacy/privacy'));
const Terms = lazyPage(() => import('./routes/terms/terms'));
const Hostels = lazyPage(() => import('./routes/hostels/hostels'));
const Compare = lazy(() => import('./routes/compare'));
const Hostel = lazyPage(() => import('./routes/hostels/hostel'));
const PlaceHostels = lazyPage(() => import('./routes/hostels/place-hostels'));
const Login = lazy(() => import('./routes/auth/login'));
const ForgotPassword = lazy(() => import('./routes/auth/forgot-password'));
const ResetPassword = lazy(() => import('./routes/auth/reset-password'));
const Signup = lazy(() => import('./routes/auth/signup'));
const SignupStudent = lazy(() => import('./routes/auth/signup-student'));
const SignupOwner = lazy(() => import('./routes/auth/signup-owner'));
const SignupLegacy = lazy(() => import('./routes/auth/signup-legacy'));
const AuthCallback = lazy(() => import('./routes/auth/auth-callback'));
const VerifyEmail = lazy(() => import('./routes/auth/verify-email'));
const AdminLogin = lazy(() => import('./routes/admin/admin-login'));
const AdminCreate = lazy(() => import('./routes/admin/admin-create'));
const AdminDashboard = lazy(() => import('./routes/admin/dashboard'));
const OwnerDashboard = lazy(() => import('./routes/owner/dashboard'));
const OwnerProfile = lazy(() => import('./routes/owner/profile'));
const OwnerRooms = lazy(() => import('./routes/owner/rooms'));
// Issue 30: a hostel's insights; its charts (recharts) load with it, never with the browse pages.
const OwnerInsights = lazy(() => import('./routes/owner/insights'));
const Profile = lazy(() => import('./routes/profile'));
const Settings = lazy(() => import('./routes/settings'));
const Bookings = lazy(() => import('./routes/bookings'));
const SavedSearches = lazy(() => import('./routes/saved-searches'));
const AlertsUnsubscribe = lazy(() => import('./routes/alerts-unsubscribe'));

/** The route map of part 1 section 2 and part 2 section 2. */
export const routes: RouteObject[] = [
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
      { path: paths.home.path, element: <Landing /> },
      { path: paths.about.path, element: <About /> },
      { path: paths.contact.path, element: <Contact /> },
      { path: paths.privacy.path, element: <Privacy /> },
      { path: paths.terms.path, element: <Terms /> },
      {
        path: paths.hostels.list.path,
        element: <Hostels />,
        // Product decision 12: a hostel's own URL opens its dialog over the browse screen.
        children: [{ path: paths.hostels.detail.path, element: <Hostel /> }],
      },
      // Issue 25: landing pages of a city's hostels and of hostels near a university.
      { path: paths.hostels.city.path, element: <PlaceHostels kind="city" /> },
      { path: paths.hostels.university.path, element: <PlaceHostels kind="university" /> },
      { path: paths.student.path, element: <Hostels /> },
      // Issue 29: hostels side by side, for guests too.
      { path: paths.compare.path, element: <Compare /> },

      // Guest-only: a signed-in user goes to /{role}.
      {
        path: paths.auth.login.path,
        element: (
          <GuestRoute>
            <Login />
          </GuestRoute>
        ),
      },
      {
        path: paths.auth.forgotPassword.path,
        element: (
          <GuestRoute>
            <ForgotPassword />
          </GuestRoute>
        ),
      },
      {
        path: paths.auth.resetPassword.path,
        element: (
          <GuestRoute>
            <ResetPassword />
          </GuestRoute>
        ),
      },
      {
        path: paths.auth.signup.path,
        element: (
          <GuestRoute>
            <Signup />
          </GuestRoute>
        ),
      },
      {
        path: paths.auth.signupStudent.path,
        element: (
          <GuestRoute>
            <SignupStudent />
          </GuestRoute>
        ),
      },
      {
        path: paths.auth.signupOwner.path,
        element: (
          <GuestRoute>
            <SignupOwner />
          </GuestRoute>
        ),
      },
      {
        path: paths.auth.signupLegacy.path,
        element: (
          <GuestRoute>
            <SignupLegacy />
          </GuestRoute>
        ),
      },

      // Open.
      { path: paths.auth.callback.path, element: <AuthCallback /> },
      { path: paths.auth.verifyEmail.path, element: <VerifyEmail /> },
      // Issue 29: an alert email's unsubscribe link works without signing in.
      { path: paths.alertsUnsubscribe.path, element: <AlertsUnsubscribe /> },
      { path: paths.admin.login.path, element: <AdminLogin /> },
      { path: paths.admin.create.path, element: <AdminCreate /> },

      // Role-protected. The admin panel: the overview and each section at its own URL (issue 22 item 8).
      ...[
        paths.admin.dashboard,
        paths.admin.hostels,
        paths.admin.owners,
        paths.admin.users,
        paths.admin.messages,
        paths.admin.analytics,
        paths.admin.areas,
        paths.admin.reports,
        paths.admin.changes,
      ].map(({ path }) => ({
        path,
        element: (
          <ProtectedRoute role="admin" signInHref={paths.admin.login.getHref()}>
            <AdminDashboard />
          </ProtectedRoute>
        ),
      })),
      {
        path: paths.owner.dashboard.path,
        element: (
          <ProtectedRoute role="owner">
            <OwnerDashboard />
          </ProtectedRoute>
        ),
      },
      {
        path: paths.owner.profile.path,
        element: (
          <ProtectedRoute role="owner">
            <OwnerProfile />
          </ProtectedRoute>
        ),
      },
      {
        path: paths.owner.rooms.path,
        // Part 2 route table: owners manage their own hostels' rooms, admins any hostel's.
        element: (
          <ProtectedRoute role={['owner', 'admin']}>
            <OwnerRooms />
          </ProtectedRoute>
        ),
      },
      {
        // Issue 30: a hostel's views, contacts and price context, its owner's and admins'.
        path: paths.owner.insights.path,
        element: (
          <ProtectedRoute role={['owner', 'admin']}>
            <OwnerInsights />
          </ProtectedRoute>
        ),
      },
      {
        // Issue 27: a student's visits and reservations, or an owner's requests for their hostels.
        path: paths.bookings.path,
        element: (
          <ProtectedRoute role={['student', 'owner']}>
            <Bookings />
          </ProtectedRoute>
        ),
      },
      {
        // Issue 29: saved searches and the alerts on favourites, any signed-in user's own.
        path: paths.savedSearches.path,
        element: (
          <ProtectedRoute>
            <SavedSearches />
          </ProtectedRoute>
        ),
      },
      {
        path: paths.profile.path,
        element: (
          <ProtectedRoute>
            <Profile />
          </ProtectedRoute>
        ),
      },
      {
        path: paths.settings.path,
        element: (
          <ProtectedRoute>
            <Settings />
          </ProtectedRoute>
        ),
      },

      // Product decision 6: the old sign-up links lead to the real pages.
      {
        path: paths.legacy.studentSignup.path,
        element: <Navigate to={paths.auth.signupStudent.getHref()} replace />,
      },
      {
        path: paths.legacy.ownerSignup.path,
        element: <Navigate to={paths.auth.signupOwner.getHref()} replace />,
      },

      // Issue 41 item 2: any other path is the not-found page (the server answers it 404).
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * Loads the code of every page `pathname` renders (the route and its parents), so hydration
 * finds it and its words ready (issue 25). Pages not made with lazyPage are skipped.
 */
export async function preloadRoutes(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type = (route.element as ReactElement | undefined)?.type as
      { preload?: () => Promise<unknown> } | undefined;
    return type?.preload?.() ?? Promise.resolve();
  });
  await Promise.all(loads);
}

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} />;
}
