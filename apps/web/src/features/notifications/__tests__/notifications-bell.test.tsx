import type { Notification } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { NotificationsBell } from '../components/notifications-bell';

/** The notifications bell (product decision 9). */

afterEach(() => {
  vi.unstubAllGlobals();
});

function item(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '00000000-0000-4000-8000-00000000e001',
    type: 'hostel_approved',
    title: 'Nishat Hostel was approved',
    body: 'Students can now find it on Hostelhub.',
    link: '/owner',
    read: false,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

describe('NotificationsBell', () => {
  it('should show the unread count and let the user mark all read and delete', async () => {
    let list = [
      item(),
      item({
        id: '00000000-0000-4000-8000-00000000e002',
        title: 'New message',
        body: 'Salam',
        link: null,
        type: 'new_message',
      }),
    ];
    const fetchMock = stubFetch({
      '/api/notifications': () =>
        jsonResponse({
          success: true,
          data: {
            notifications: list,
            unread_count: list.filter((entry) => !entry.read).length,
            total: list.length,
            page: 1,
            limit: 20,
            total_pages: 1,
          },
        }),
      '/api/notifications/mark-all-read': () => {
        list = list.map((entry) => ({ ...entry, read: true }));
        return jsonResponse({ success: true, data: { marked: 2 } });
      },
      '/api/notifications/00000000-0000-4000-8000-00000000e002': () => {
        list = list.filter((entry) => entry.type !== 'new_message');
        return jsonResponse({ success: true, data: { id: 'x', deleted: true } });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationsBell />, { authState: authStates.owner });

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const entries = within(dialog).getByRole('list', { name: 'Your notifications' });
    expect(entries).toHaveTextContent('Nishat Hostel was approved');

    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    // The open dialog marks the bell itself aria-hidden (the toaster's live region beside it
    // stays visible), which leaves it no computed name: read its label instead.
    await waitFor(() =>
      expect(screen.getByTitle(/^Notifications/)).toHaveAttribute('aria-label', 'Notifications'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete “New message”' }));
    await waitFor(() => expect(entries).not.toHaveTextContent('Salam'));
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/mark-all-read'))).toBe(true);
  });

  it("should show a report's outcome like the others, marked read where it leads nowhere", async () => {
    const outcome = item({
      id: '00000000-0000-4000-8000-00000000e003',
      type: 'report_resolved',
      title: 'Your report was reviewed',
      body: 'An administrator hid the review you reported. Thank you for telling us.',
      link: null,
    });
    let list = [outcome];
    const fetchMock = stubFetch({
      '/api/notifications': () =>
        jsonResponse({
          success: true,
          data: {
            notifications: list,
            unread_count: list.filter((entry) => !entry.read).length,
            total: list.length,
            page: 1,
            limit: 20,
            total_pages: 1,
          },
        }),
      [`/api/notifications/${outcome.id}/read`]: () => {
        list = list.map((entry) => ({ ...entry, read: true }));
        return jsonResponse({ success: true, data: { ...outcome, read: true } });
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NotificationsBell />, {
      authState: authStates.student,
      url: '/hostels',
    });

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const entry = within(dialog).getByRole('button', { name: /^Unread: Your report was reviewed/ });
    expect(entry).toHaveTextContent('An administrator hid the review you reported.');
    await user.click(entry);

    await waitFor(() =>
      expect(fetchedUrls(fetchMock).some((url) => url.endsWith(`${outcome.id}/read`))).toBe(true),
    );
    // No page to open: the dialog stays where the reader is.
    expect(router.state.location.pathname).toBe('/hostels');
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('should say when there is nothing to show', async () => {
    stubFetch({
      '/api/notifications': () =>
        jsonResponse({
          success: true,
          data: {
            notifications: [],
            unread_count: 0,
            total: 0,
            page: 1,
            limit: 20,
            total_pages: 0,
          },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationsBell />, { authState: authStates.student });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
  });
});
