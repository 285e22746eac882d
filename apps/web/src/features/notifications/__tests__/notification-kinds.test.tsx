import type { Notification } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { NotificationsBell } from '../components/notifications-bell';
import { notificationsText } from '../i18n';

/** Each kind of notification has its icon and name (issue 26 adds a hostel change's decision). */

beforeAll(async () => {
  await preloadUrdu(notificationsText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const decisions: Notification[] = [
  {
    id: '00000000-0000-4000-8000-00000000e101',
    type: 'hostel_change_approved',
    title: 'Your changes to Nishat Hostel were approved',
    body: 'Students now see them.',
    link: '/owner',
    read: false,
    created_at: new Date().toISOString(),
  },
  {
    id: '00000000-0000-4000-8000-00000000e102',
    type: 'hostel_change_rejected',
    title: 'Your changes to Nishat Hostel were not approved',
    body: 'Reason: the new photos show another building.',
    link: '/owner',
    read: true,
    created_at: new Date().toISOString(),
  },
];

function stubNotifications() {
  stubFetch({
    '/api/notifications': () =>
      jsonResponse({
        success: true,
        data: {
          notifications: decisions,
          unread_count: 1,
          total: 2,
          page: 1,
          limit: 20,
          total_pages: 1,
        },
      }),
  });
}

describe('notification kinds', () => {
  it('should name the decisions on a hostel change beside their text', async () => {
    stubNotifications();
    const user = userEvent.setup();
    renderWithProviders(<NotificationsBell />, { authState: authStates.owner });

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = within(await screen.findByRole('list', { name: 'Your notifications' }));
    const [approved, rejected] = list.getAllByRole('listitem');
    expect(
      within(approved as HTMLElement).getByRole('img', { name: 'Hostel changes approved' }),
    ).toBeInTheDocument();
    expect(
      within(rejected as HTMLElement).getByRole('img', { name: 'Hostel changes rejected' }),
    ).toBeInTheDocument();
    // The item's own button still reads as its title.
    expect(
      list.getByRole('button', { name: /^Unread: Your changes to Nishat Hostel were approved/ }),
    ).toBeInTheDocument();
  });

  it('should name them in Urdu', async () => {
    stubNotifications();
    const user = userEvent.setup();
    await renderInUrdu(<NotificationsBell />, { authState: authStates.owner });
    await user.click(await screen.findByRole('button', { name: /^اطلاعات/ }));
    expect(
      await screen.findByRole('img', { name: 'ہاسٹل کی تبدیلیاں منظور ہو گئیں' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'ہاسٹل کی تبدیلیاں مسترد ہو گئیں' }),
    ).toBeInTheDocument();
  });
});
