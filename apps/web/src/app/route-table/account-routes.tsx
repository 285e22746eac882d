import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { GuestRoute, ProtectedRoute } from '../../components/route-guards';
import { paths } from '../../config/paths';

const Login = lazy(() => import('../routes/auth/login'));
const ForgotPassword = lazy(() => import('../routes/auth/forgot-password'));
const ResetPassword = lazy(() => import('../routes/auth/reset-password'));
const Signup = lazy(() => import('../routes/auth/signup'));
const SignupStudent = lazy(() => import('../routes/auth/signup-student'));
const SignupOwner = lazy(() => import('../routes/auth/signup-owner'));
const SignupLegacy = lazy(() => import('../routes/auth/signup-legacy'));
const AuthCallback = lazy(() => import('../routes/auth/auth-callback'));
const VerifyEmail = lazy(() => import('../routes/auth/verify-email'));
const AdminLogin = lazy(() => import('../routes/admin/admin-login'));
const AdminCreate = lazy(() => import('../routes/admin/admin-create'));
const AdminDashboard = lazy(() => import('../routes/admin/dashboard'));
const OwnerDashboard = lazy(() => import('../routes/owner/dashboard'));
const OwnerProfile = lazy(() => import('../routes/owner/profile'));
const OwnerRooms = lazy(() => import('../routes/owner/rooms'));
// Issue 30: a hostel's insights; its charts (recharts) load with it, never with the browse pages.
const OwnerInsights = lazy(() => import('../routes/owner/insights'));
// Issue 44: the register (owners and their staff, who are student accounts).
const RegisterHome = lazy(() => import('../routes/register/home'));
const RegisterHostel = lazy(() => import('../routes/register/hostel'));
const RegisterHostelPrint = lazy(() => import('../routes/register/hostel-print'));
const RegisterResident = lazy(() => import('../routes/register/resident'));
const RegisterResidentPrint = lazy(() => import('../routes/register/resident-print'));
// Issue 45: a hostel's dues and one due's payments (the register's team), a resident's receipts.
const RegisterDues = lazy(() => import('../routes/register/dues'));
const RegisterDue = lazy(() => import('../routes/register/due'));
const MyReceipts = lazy(() => import('../routes/my-receipts'));
const StaffInvitation = lazy(() => import('../routes/register/staff-invitation'));
const Profile = lazy(() => import('../routes/profile'));
const Settings = lazy(() => import('../routes/settings'));
const Bookings = lazy(() => import('../routes/bookings'));
const SavedSearches = lazy(() => import('../routes/saved-searches'));
const AlertsUnsubscribe = lazy(() => import('../routes/alerts-unsubscribe'));

/**
 * The pages behind an account (part 1 section 2, part 2 section 2): sign-in and sign-up for
 * guests, the open account links, and the role-protected tools. Rendered in the browser only
 * (decision 021): they have no loader.
 */
export const accountRoutes: RouteObject[] = [
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
  // Issue 44: an invitation to a hostel's staff shows to anyone; accepting needs a sign-in.
  { path: paths.staffInvitation.path, element: <StaffInvitation /> },
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
  // Issue 44: a hostel's register, for its owner and its staff (student accounts); the API
  // answers only the hostels the user works, and 404 for others.
  ...[
    { path: paths.register.home.path, page: <RegisterHome /> },
    { path: paths.register.hostel.path, page: <RegisterHostel /> },
    { path: paths.register.hostelPrint.path, page: <RegisterHostelPrint /> },
    { path: paths.register.resident.path, page: <RegisterResident /> },
    { path: paths.register.residentPrint.path, page: <RegisterResidentPrint /> },
    { path: paths.register.dues.path, page: <RegisterDues /> },
    { path: paths.register.due.path, page: <RegisterDue /> },
  ].map(({ path, page }) => ({
    path,
    element: <ProtectedRoute role={['student', 'owner']}>{page}</ProtectedRoute>,
  })),
  {
    // Issue 45: receipts of the signed-in user's stays (residents are student accounts).
    path: paths.myReceipts.path,
    element: (
      <ProtectedRoute role="student">
        <MyReceipts />
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
];
