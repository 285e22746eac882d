import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  blocking,
  COLOUR_RULES,
  formatFindings,
  scanPage,
  applySystemTheme,
  systemThemeContext,
  THEMES,
  type AxeFinding,
} from '../support/axe.ts';
import { authenticatorCode } from '../../apps/api/test/totp.ts';
import { apiCall, apiSignIn } from '../support/chat.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 11: axe on every page (and dialog) the other browser journeys visit, in the light and
 * the dark theme (there the colour rules: nothing else changes with it), each as the demo user
 * who reaches it there. Any serious or critical violation
 * fails with one line per node: impact, rule, page, theme, target and what to fix.
 */
const chromiumPath = inject('chromiumPath');

type Actor = 'guest' | 'student' | 'owner' | 'pending' | 'admin';

const PASSWORD = 'Hostelhub@2026';
const ACCOUNTS: Record<
  Exclude<Actor, 'guest'>,
  { email: string; signIn: string; lands: RegExp }
> = {
  student: { email: 'student@demo.hostelhub.pk', signIn: '/login', lands: /\/student$/ },
  owner: { email: 'owner@demo.hostelhub.pk', signIn: '/login', lands: /\/owner$/ },
  pending: { email: 'pending.owner@demo.hostelhub.pk', signIn: '/login', lands: /\/owner$/ },
  admin: { email: 'admin@demo.hostelhub.pk', signIn: '/admin/login', lands: /\/admin$/ },
};

/** What the table's paths need: a public hostel, filled in before the scans. */
interface Fixtures {
  hostelId: string;
  hostelName: string;
  /** The demo owner's pending hostel, which the admin approves (a notification for the owner). */
  ownerPendingHostel: string;
}

interface Stop {
  /** The page or state, as the report names it. */
  name: string;
  /** Who is signed in. */
  as: Actor;
  /** The route opened first. */
  path: (fixtures: Fixtures) => string;
  /** What is done there before the scan (open a dialog) and waited for. */
  reach: (page: Page, fixtures: Fixtures) => Promise<void>;
  /** Third-party nodes left out of the scan; each entry says why. */
  exclude?: string[];
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, level: 1 }).first().waitFor();

const openOwnerHostels = async (page: Page) => {
  await heading(page, 'My Hostels');
  await page.getByRole('list', { name: 'Your hostels' }).waitFor();
};

/**
 * From the register's chooser to the first hostel's Dues screen with a due to pay (issue 45):
 * a walk-in resident is added on a free bed when no due of this month shows.
 */
async function openDuesWithADue(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Choose a hostel' }).getByRole('link').first().click();
  await heading(page, /^Register: /);
  const register = page.url();
  await page.getByRole('link', { name: 'Dues', exact: true }).click();
  await heading(page, /^Dues: /);
  const row = page.getByRole('button', { name: /^Record payment for / }).first();
  await row.or(page.getByText('No dues this month')).first().waitFor();
  if (!(await row.isVisible())) {
    await page.goto(register);
    await page
      .getByRole('button', { name: /free: add a resident$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add resident' });
    await dialog.getByLabel(/^Full name/).fill('Axe Walk-in');
    await dialog.getByLabel(/^Phone/).fill('0301 5556667');
    await dialog.getByRole('button', { name: 'Add resident' }).click();
    await page.getByText('Axe Walk-in added to the register.').first().waitFor();
    await page.getByRole('link', { name: 'Dues', exact: true }).click();
    await heading(page, /^Dues: /);
  }
  await row.waitFor();
  await page.getByRole('heading', { name: 'Collections', level: 2 }).waitFor();
}

/** Every page and dialog state that e2e/journeys/*.test.ts reach, and who reaches it. */
const STOPS: Stop[] = [
  // browse-hostels, discover-hostels, business-phones, room-photos (guests)
  { name: 'home /', as: 'guest', path: () => '/', reach: (page) => heading(page, /./) },
  {
    name: '/hostels (list)',
    as: 'guest',
    path: () => '/hostels',
    reach: async (page, { hostelName }) => {
      await page.getByRole('link', { name: hostelName, exact: true }).waitFor();
    },
  },
  {
    name: '/hostels (advanced filters open)',
    as: 'guest',
    path: () => '/hostels',
    reach: async (page) => {
      await page.getByRole('button', { name: /Advanced filters/ }).click();
      await page.locator('#price-max').waitFor();
    },
  },
  {
    name: '/hostels (map view)',
    as: 'guest',
    path: () => '/hostels?view=map',
    reach: async (page) => {
      await page.getByRole('region', { name: 'Map of hostels' }).waitFor();
      await page.getByText(/hostels? in this area/).waitFor();
    },
  },
  {
    // Issue 28: an area searched on the map (its chip), then the map moved again (the button).
    name: '/hostels (map view, area searched, map moved)',
    as: 'guest',
    path: () => '/hostels?view=map&bbox=74.2,31.4,74.5,31.6',
    reach: async (page) => {
      const map = page.getByRole('region', { name: 'Map of hostels' });
      await map.waitFor();
      await page.getByText(/hostels? in this area/).waitFor();
      await page.getByRole('button', { name: 'Remove map area' }).first().waitFor();
      await map.getByRole('button', { name: 'Zoom out' }).click();
      await page.getByRole('button', { name: 'Search this area' }).waitFor();
    },
  },
  {
    name: '/hostels/:id (hostel page)',
    as: 'guest',
    path: ({ hostelId }) => `/hostels/${hostelId}`,
    reach: async (page, { hostelName }) => {
      await page.getByRole('article', { name: hostelName }).getByText(/Rs \d/).first().waitFor();
    },
  },
  {
    name: '/hostels/:id (rooms and room photo gallery open)',
    as: 'guest',
    path: ({ hostelId }) => `/hostels/${hostelId}`,
    reach: async (page, { hostelName }) => {
      const hostel = page.getByRole('article', { name: hostelName });
      await hostel.getByRole('button', { name: /^Available Rooms/ }).click();
      await page.getByRole('button', { name: /^Open room photo 1 of / }).click();
      await page
        .getByRole('dialog')
        .last()
        .getByText(/^1 \/ \d+$/)
        .waitFor();
    },
  },
  {
    // The app's 404: an unknown hostel. Unknown paths redirect to home (scanned above).
    name: '/hostels/:unknown (hostel not found, the 404 state)',
    as: 'guest',
    path: () => '/hostels/00000000-0000-4000-8000-000000000000',
    reach: async (page) => {
      await page
        .getByRole('article')
        .getByText(/not found/i)
        .first()
        .waitFor();
    },
  },
  // accounts, two-factor, admin-panel (guests)
  {
    // The plain page is a subset of this state: the sign-up notice, then a refused sign-in.
    name: '/login (sign-up notice and a sign-in error)',
    as: 'guest',
    path: () => '/login?message=verification_sent&email=zainab.new%40example.pk',
    reach: async (page) => {
      await page
        .getByText(/check your email/i)
        .first()
        .waitFor();
      await page.getByLabel(/^Email/).fill('nobody@example.pk');
      await page.locator('input#field-password').fill('Wrong@2026pass');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page
        .getByText(/invalid|incorrect/i)
        .first()
        .waitFor();
    },
  },
  { name: '/signup', as: 'guest', path: () => '/signup', reach: (page) => heading(page, /./) },
  {
    name: '/signup/student',
    as: 'guest',
    path: () => '/signup/student',
    reach: (page) => page.getByLabel(/^Full Name/).waitFor(),
  },
  {
    name: '/signup/owner',
    as: 'guest',
    path: () => '/signup/owner',
    reach: (page) => page.getByLabel(/^Full Name/).waitFor(),
  },
  {
    name: '/forgot-password',
    as: 'guest',
    path: () => '/forgot-password',
    reach: (page) => heading(page, 'Forgot your password?'),
  },
  {
    name: '/reset-password',
    as: 'guest',
    path: () => '/reset-password?token=not-a-real-token',
    reach: (page) => heading(page, 'Reset your password'),
  },
  {
    name: '/verify-email (check your email)',
    as: 'guest',
    path: () => '/verify-email',
    reach: (page) => heading(page, /./),
  },
  {
    name: '/verify-email (verified)',
    as: 'guest',
    path: () => '/verify-email?status=verified',
    reach: (page) => heading(page, 'Email verified'),
  },
  {
    name: '/auth/callback',
    as: 'guest',
    path: () => '/auth/callback',
    reach: (page) => heading(page, /./),
  },
  {
    name: '/admin/login',
    as: 'guest',
    path: () => '/admin/login',
    reach: (page) => page.getByLabel(/^Admin Email/).waitFor(),
  },
  {
    name: '/admin/create',
    as: 'guest',
    path: () => '/admin/create',
    reach: (page) => heading(page, 'Create an admin account'),
  },
  {
    name: '/contact',
    as: 'guest',
    path: () => '/contact',
    reach: (page) => page.getByLabel(/^Subject/).waitFor(),
  },
  // Footer pages every journey passes by.
  { name: '/about', as: 'guest', path: () => '/about', reach: (page) => heading(page, /./) },
  { name: '/privacy', as: 'guest', path: () => '/privacy', reach: (page) => heading(page, /./) },
  { name: '/terms', as: 'guest', path: () => '/terms', reach: (page) => heading(page, /./) },

  // discover-hostels, messaging, two-factor (student)
  {
    name: '/student (browse with favourites)',
    as: 'student',
    path: () => '/student',
    reach: async (page, { hostelName }) => {
      await page.getByRole('button', { name: `Save ${hostelName} to favourites` }).waitFor();
    },
  },
  {
    name: '/hostels/:id (as a student: favourite and contact)',
    as: 'student',
    path: ({ hostelId }) => `/hostels/${hostelId}`,
    reach: async (page, { hostelName }) => {
      await page
        .getByRole('article', { name: hostelName })
        .getByRole('button', { name: 'Contact Hostel' })
        .waitFor();
    },
  },
  {
    // Issue 26: a reviewed hostel (the demo's top rated), its reviews and the report dialog.
    name: '/hostels/:id (as a student: reviews and the report dialog)',
    as: 'student',
    path: () => '/hostels?sort=rating',
    reach: async (page) => {
      await page.getByRole('list', { name: 'Hostels' }).getByRole('link').first().click();
      const reviews = page.getByRole('list', { name: 'Student reviews' });
      await reviews.getByRole('button', { name: 'Report', exact: true }).first().click();
      await page.getByRole('dialog', { name: 'Report this review' }).waitFor();
    },
  },
  {
    name: 'messages dialog (a conversation open)',
    as: 'student',
    path: ({ hostelId }) => `/hostels/${hostelId}`,
    reach: async (page, { hostelName }) => {
      await page
        .getByRole('article', { name: hostelName })
        .getByRole('button', { name: 'Contact Hostel' })
        .click();
      const chat = page.getByRole('dialog', { name: 'Messages' });
      await chat.getByRole('textbox', { name: 'Message' }).waitFor();
    },
  },
  {
    name: 'messages dialog (chat list)',
    as: 'student',
    path: () => '/student',
    reach: async (page) => {
      await page
        .getByRole('button', { name: /^Messages/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Messages' }).waitFor();
    },
  },
  {
    name: 'notifications dialog',
    as: 'student',
    path: () => '/student',
    reach: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    },
  },
  {
    name: 'account menu open',
    as: 'student',
    path: () => '/student',
    reach: async (page) => {
      await page
        .getByRole('button', { name: /account menu/i })
        .first()
        .click();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
    },
  },
  { name: '/profile', as: 'student', path: () => '/profile', reach: (page) => heading(page, /./) },
  {
    name: '/settings (with the two-factor enrolment QR code)',
    as: 'student',
    path: () => '/settings',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await page.getByLabel(/^6-digit code from the app/).waitFor();
    },
  },
  {
    // Turns two-factor sign-in on for the demo student (this stop's session stays signed in).
    name: '/settings (two-factor on, recovery codes shown)',
    as: 'student',
    path: () => '/settings',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
      await page.getByLabel(/^6-digit code from the app/).fill(authenticatorCode(secret));
      await page.getByRole('button', { name: 'Verify and turn on' }).click();
      await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    },
  },
  {
    name: '/login (two-factor code step)',
    as: 'guest',
    path: () => '/login',
    reach: async (page) => {
      await page.getByLabel(/^Email/).fill(ACCOUNTS.student.email);
      await page.locator('input#field-password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByLabel(/^Authentication code/).waitFor();
    },
  },

  // owner-listings, business-phones, room-photos, messaging, admin-panel (owners)
  { name: '/owner', as: 'owner', path: () => '/owner', reach: openOwnerHostels },
  {
    // Issue 27: the owner's visits and reservations, with a request waiting.
    name: '/bookings (owner)',
    as: 'owner',
    path: () => '/bookings',
    reach: async (page) => {
      await page.getByRole('heading', { name: 'Visits & reservations', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Propose another time' }).first().waitFor();
    },
  },
  {
    // Issue 44: a hostel's register (bed map, residents, staff), reached from the chooser.
    name: '/register/:hostelId (owner)',
    as: 'owner',
    path: () => '/register',
    reach: async (page) => {
      await page.getByRole('region', { name: 'Choose a hostel' }).getByRole('link').first().click();
      await heading(page, /^Register: /);
      await page.getByRole('list', { name: "What the beds' marks mean" }).waitFor();
      await page
        .getByRole('list', { name: 'Residents' })
        .or(page.getByText('No residents yet'))
        .first()
        .waitFor();
    },
  },
  {
    name: '/register/:hostelId (add resident dialog)',
    as: 'owner',
    path: () => '/register',
    reach: async (page) => {
      await page.getByRole('region', { name: 'Choose a hostel' }).getByRole('link').first().click();
      await heading(page, /^Register: /);
      await page.getByRole('button', { name: 'Add resident' }).first().click();
      await page.getByRole('dialog', { name: 'Add resident' }).waitFor();
    },
  },
  {
    // Issue 45: a hostel's dues with a resident's due of this month (a walk-in added first when
    // the register has none), the month's sums, the collections charts and the export.
    name: '/register/:hostelId/dues (owner)',
    as: 'owner',
    path: () => '/register',
    reach: async (page) => {
      await openDuesWithADue(page);
    },
  },
  {
    name: '/register/:hostelId/dues (record payment dialog)',
    as: 'owner',
    path: () => '/register',
    reach: async (page) => {
      await openDuesWithADue(page);
      await page
        .getByRole('button', { name: /^Record payment for / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Record payment: / });
      await dialog.getByLabel(/^Paid by/).selectOption('jazzcash');
      await dialog.getByLabel(/^Reference/).waitFor();
    },
  },
  {
    name: '/bookings (student)',
    as: 'student',
    path: () => '/bookings',
    reach: async (page) => {
      await page.getByRole('heading', { name: 'Visits & reservations', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Cancel visit' }).first().waitFor();
    },
  },
  {
    name: '/owner (listing wizard)',
    as: 'owner',
    path: () => '/owner',
    reach: async (page) => {
      await openOwnerHostels(page);
      await page.getByRole('button', { name: 'Add New Hostel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Hostel with Rooms' });
      await dialog.getByLabel(/^Hostel name/).waitFor();
      // The location picker's city suggestions open too.
      await dialog.getByLabel('City', { exact: true }).fill('Lahore');
      await dialog.getByRole('list', { name: 'City matches' }).waitFor();
    },
  },
  {
    name: '/owner (quick add hostel)',
    as: 'owner',
    path: () => '/owner',
    reach: async (page) => {
      await openOwnerHostels(page);
      await page.getByRole('button', { name: 'Quick Add Hostel' }).click();
      await page
        .getByRole('dialog', { name: 'Quick Add Hostel' })
        .getByLabel(/^Hostel name/)
        .waitFor();
    },
  },
  {
    name: '/owner (hostel details dialog)',
    as: 'owner',
    path: () => '/owner',
    reach: async (page) => {
      await openOwnerHostels(page);
      await page
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Hostel Details' }).waitFor();
    },
  },
  {
    name: '/owner (edit hostel dialog)',
    as: 'owner',
    path: () => '/owner',
    reach: async (page) => {
      await openOwnerHostels(page);
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: 'Edit Hostel' })
        .getByLabel(/^Hostel name/)
        .waitFor();
    },
  },
  {
    name: '/owner/rooms/:id',
    as: 'owner',
    path: () => '/owner',
    reach: async (page) => {
      await openOwnerHostels(page);
      await page
        .getByRole('link', { name: /^Rooms of / })
        .first()
        .click();
      await page.getByRole('list', { name: 'Rooms' }).waitFor();
    },
  },
  {
    name: '/owner/rooms/:id (add room dialog)',
    as: 'owner',
    path: () => '/owner',
    reach: async (page) => {
      await openOwnerHostels(page);
      await page
        .getByRole('link', { name: /^Rooms of / })
        .first()
        .click();
      await page.getByRole('button', { name: 'Add Room', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Add New Room' })
        .getByLabel(/^Room title/)
        .waitFor();
    },
  },
  {
    name: '/owner/rooms/:id (room images dialog)',
    as: 'owner',
    path: () => '/owner',
    reach: async (page) => {
      await openOwnerHostels(page);
      await page
        .getByRole('link', { name: /^Rooms of / })
        .first()
        .click();
      await page
        .getByRole('button', { name: /^Images of / })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: 'Manage Room Images' })
        .getByRole('button', { name: 'Done' })
        .waitFor();
    },
  },
  {
    name: '/owner/profile',
    as: 'owner',
    path: () => '/owner/profile',
    reach: (page) => page.getByRole('button', { name: 'Manage Business Phone Numbers' }).waitFor(),
  },
  {
    name: '/owner/profile (phone dialog)',
    as: 'owner',
    path: () => '/owner/profile',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Manage Business Phone Numbers' }).click();
      const dialog = page.getByRole('dialog', { name: 'Manage Business Phone Numbers' });
      await dialog.getByRole('list', { name: 'Verified phone numbers' }).waitFor();
      await dialog.getByRole('button', { name: 'Add Another' }).click();
      await dialog.getByLabel(/^Phone number/).waitFor();
    },
  },
  {
    name: '/owner (awaiting approval)',
    as: 'pending',
    path: () => '/owner',
    reach: (page) => heading(page, /./),
  },

  // admin-panel, accounts (admin)
  // Issue 22 item 8: the dashboard's sections each have their own URL.
  {
    name: '/admin (overview)',
    as: 'admin',
    path: () => '/admin',
    reach: async (page) => {
      await heading(page, 'Admin Dashboard');
      await page.getByRole('heading', { name: 'Recent activity' }).waitFor();
    },
  },
  {
    name: '/admin/owners',
    as: 'admin',
    path: () => '/admin/owners',
    reach: async (page) => {
      await heading(page, 'Admin Dashboard');
      await page.getByRole('list', { name: 'Owner accounts awaiting approval' }).waitFor();
    },
  },
  {
    name: '/admin/messages',
    as: 'admin',
    path: () => '/admin/messages',
    reach: async (page) => {
      await heading(page, 'Admin Dashboard');
      await page
        .getByRole('region', { name: 'Contact Messages' })
        .getByRole('row')
        .nth(1)
        .waitFor();
    },
  },
  {
    name: '/admin/users',
    as: 'admin',
    path: () => '/admin/users',
    reach: async (page) => {
      await heading(page, 'Admin Dashboard');
      await page.getByRole('heading', { name: 'Recent Users' }).waitFor();
    },
  },
  {
    name: '/admin/analytics',
    as: 'admin',
    path: () => '/admin/analytics',
    reach: async (page) => {
      await heading(page, 'Admin Dashboard');
      await page.getByText('Web vitals (p75)').waitFor();
    },
  },
  {
    // Issue 26: the reports queue.
    name: '/admin/reports',
    as: 'admin',
    path: () => '/admin/reports',
    reach: async (page) => {
      await page.getByRole('heading', { name: 'Open reports' }).waitFor();
    },
  },
  {
    // Issue 26: changes to approved hostels, compared before and after.
    name: '/admin/changes',
    as: 'admin',
    path: () => '/admin/changes',
    reach: async (page) => {
      await page.getByRole('heading', { name: 'Changes waiting for review' }).waitFor();
      await page
        .getByRole('button', { name: /^Approve changes to / })
        .first()
        .waitFor();
    },
  },
  {
    name: '/admin (pending hostels filter)',
    as: 'admin',
    path: () => '/admin',
    reach: async (page) => {
      await heading(page, 'Admin Dashboard');
      await page.getByRole('link', { name: /Pending Approval/ }).click();
      await page
        .getByRole('button', { name: /^Approve / })
        .first()
        .waitFor();
    },
  },
  {
    name: '/admin (all users dialog)',
    as: 'admin',
    path: () => '/admin',
    reach: async (page) => {
      await heading(page, 'Admin Dashboard');
      await page.getByRole('button', { name: /Total Users/ }).click();
      const users = page.getByRole('dialog', { name: 'All Users' }).getByRole('list', {
        name: 'Users',
      });
      await users.getByRole('listitem').first().waitFor();
    },
  },
  {
    name: '/admin (user details dialog)',
    as: 'admin',
    path: () => '/admin',
    reach: async (page) => {
      await heading(page, 'Admin Dashboard');
      await page.getByRole('button', { name: /Total Users/ }).click();
      await page
        .getByRole('dialog', { name: 'All Users' })
        .getByRole('button', { name: 'View Details' })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'User Details' }).getByText('User ID').waitFor();
    },
  },
  {
    name: '/admin (contact message dialog)',
    as: 'admin',
    path: () => '/admin/messages',
    reach: async (page) => {
      const panel = page.getByRole('region', { name: 'Contact Messages' });
      await panel
        .getByRole('button', { name: /^View message from / })
        .first()
        .click();
      await page.getByLabel('Admin notes').waitFor();
    },
  },
  {
    name: '/admin (a hostel approved)',
    as: 'admin',
    path: () => '/admin',
    reach: async (page, { ownerPendingHostel }) => {
      await heading(page, 'Admin Dashboard');
      await page.getByRole('link', { name: /Pending Approval/ }).click();
      await page.getByRole('button', { name: `Approve ${ownerPendingHostel}` }).click();
      await page.getByText('Hostel approved successfully!').waitFor();
    },
  },
  {
    name: 'notifications dialog (unread)',
    as: 'owner',
    path: () => '/owner',
    reach: async (page, { ownerPendingHostel }) => {
      // A hostel approved, and (issue 27) the student's visit request.
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      await page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(`${ownerPendingHostel} was approved`)
        .waitFor();
    },
  },
];

describe.skipIf(!chromiumPath)('accessibility: axe on every page the journeys visit', () => {
  let server: RunningServer;
  let browser: Browser;
  const fixtures: Fixtures = { hostelId: '', hostelName: '', ownerPendingHostel: '' };
  const sessions = new Map<Actor, Awaited<ReturnType<BrowserContext['storageState']>>>();

  beforeAll(async () => {
    server = await startServer({
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    });
    browser = await launchBrowser(chromiumPath ?? '');

    const list = (await (
      await fetch(`${server.baseUrl}/api/enhanced-hostels?page=1&limit=1`)
    ).json()) as { data: { id: string; name: string }[] };
    const first = list.data[0];
    if (!first) throw new Error('no demo hostel');
    fixtures.hostelId = first.id;
    fixtures.hostelName = first.name;

    // A contact message for the admin's panel and its dialog.
    const contact = await fetch(`${server.baseUrl}/api/contact/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Hira Batool',
        email: 'hira@example.pk',
        category: 'General Query',
        subject: 'Room availability in Johar Town',
        message: 'Is there a single room free near the Punjab University campus?',
      }),
    });
    expect(contact.status).toBeLessThan(300);

    // Issue 26: a change waiting for review, for the owner's dashboard and the admin's queue.
    const owner = await apiSignIn(server.baseUrl, 'owner@demo.hostelhub.pk');
    const mine = await apiCall(
      server.baseUrl,
      owner.token,
      'GET',
      '/api/enhanced-hostels/owner/my-hostels',
    );
    const approved = (mine.data as { id: string; name: string; address: string; status: string }[])
      .filter((hostel) => hostel.status === 'approved')
      .at(-1);
    if (!approved) throw new Error('the demo owner has no approved hostel');
    const edited = await apiCall(
      server.baseUrl,
      owner.token,
      'PUT',
      `/api/enhanced-hostels/${approved.id}`,
      { name: `${approved.name} Residency`, address: `${approved.address}, Block C` },
    );
    expect(edited.status).toBe(200);

    // Issue 27: a visit the student asked for, waiting for the owner's answer.
    const student = await apiSignIn(server.baseUrl, 'student@demo.hostelhub.pk');
    const inTwoDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(
      new Date(Date.now() + 2 * 86_400_000),
    );
    const day = new Date(`${inTwoDays}T12:00:00+05:00`).getUTCDay();
    const visitDay =
      day === 0
        ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(
            new Date(Date.now() + 3 * 86_400_000),
          )
        : inTwoDays;
    const visit = await apiCall(server.baseUrl, student.token, 'POST', '/api/visits', {
      hostel_id: approved.id,
      starts_at: `${visitDay}T11:00:00+05:00`,
    });
    expect(visit.status).toBe(201);

    // One sign-in per account; that actor's context starts from its cookies and storage.
    for (const [actor, account] of Object.entries(ACCOUNTS) as [
      Exclude<Actor, 'guest'>,
      (typeof ACCOUNTS)['student'],
    ][]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}${account.signIn}`);
      await page.getByLabel(/^(Admin )?Email/).fill(account.email);
      await page.locator('input[type="password"]').first().fill(PASSWORD);
      await page
        .getByRole('button', { name: /^Sign in/ })
        .first()
        .click();
      await page.waitForURL(account.lands);
      if (actor === 'owner') {
        const view = page
          .getByRole('list', { name: 'Your hostels' })
          .getByRole('listitem')
          .filter({ has: page.getByText('Pending', { exact: true }) })
          .getByRole('button', { name: /^View / });
        fixtures.ownerPendingHostel = ((await view.getAttribute('aria-label')) ?? '').replace(
          /^View /,
          '',
        );
        expect(fixtures.ownerPendingHostel).not.toBe('');
      }
      sessions.set(actor, await context.storageState());
      await context.close();
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('should catch a violation when there is one (the check can fail)', async () => {
    const context = await systemThemeContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/about`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const main = document.querySelector('main');
      main?.insertAdjacentHTML(
        'beforeend',
        '<button id="no-name"><svg width="8" height="8"></svg></button>' +
          '<p id="faint" style="color:#ddd;background:#fff">faint text</p>',
      );
    });
    const found = blocking(await scanPage(page, { page: 'probe', theme: 'light' }));
    await context.close();
    expect(found.map((finding) => `${finding.rule} ${finding.target}`)).toEqual(
      expect.arrayContaining(['button-name #no-name', 'color-contrast #faint']),
    );
  });

  // 120 scans take about 250 s alone on two cores, more beside the other journeys.
  it('should find no serious or critical violation on any page, in either theme', async () => {
    const findings: AxeFinding[] = [];
    const unreachable: string[] = [];
    const pages = new Map<Actor, Page>();
    const started = Date.now();
    try {
      for (const stop of STOPS) {
        let page = pages.get(stop.as);
        if (!page) {
          page = await (await systemThemeContext(browser, sessions.get(stop.as))).newPage();
          page.setDefaultTimeout(15_000);
          pages.set(stop.as, page);
        }
        // Each stop starts in the light theme; the dark scan follows on the same state.
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(`${server.baseUrl}${stop.path(fixtures)}`);
        try {
          await stop.reach(page, fixtures);
        } catch (error) {
          unreachable.push(`${stop.name} as ${stop.as}: ${String(error).split('\n')[0]}`);
          continue;
        }
        for (const theme of THEMES) {
          await applySystemTheme(page, theme);
          // Every rule in the light theme; in the dark one the rules a theme can change.
          const rules = theme === 'dark' ? COLOUR_RULES : undefined;
          findings.push(...(await scanPage(page, { page: stop.name, theme }, stop.exclude, rules)));
        }
      }
    } finally {
      for (const page of pages.values()) await page.context().close();
    }
    const blockers = blocking(findings);
    const lesser = findings.filter((finding) => !blockers.includes(finding));
    console.info(
      `axe: ${STOPS.length} pages × ${THEMES.length} themes in ${Math.round((Date.now() - started) / 1000)} s; ` +
        `${blockers.length} serious or critical, ${lesser.length} minor or moderate` +
        (lesser.length ? `:\n${formatFindings(lesser)}` : ''),
    );
    expect.soft(unreachable, 'pages the journey could not reach').toEqual([]);
    expect(blockers.length, `serious or critical violations:\n${formatFindings(blockers)}`).toBe(0);
  }, 600_000);
});
