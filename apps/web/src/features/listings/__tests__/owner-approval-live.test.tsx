import type { LiveEvent } from '@hostelhub/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { setAccessToken } from '../../../lib/api-client';
import { buildUserProfile } from '../../../testing/factories';
import { createTestQueryClient, jsonResponse, stubFetch } from '../../../testing/test-utils';
import { OwnerDashboard } from '../components/owner-dashboard';
import { lookupHandlers, ownerStates, prepareOwnerTests } from './listing-fixtures';

/**
 * A pending owner's dashboard follows the approval live: the notification that announces it
 * reloads the profile, so the banner goes and Add works without a reload (issue 22 item 13).
 */

beforeAll(prepareOwnerTests);

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

/** A stand-in WebSocket; the test plays the server. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(event: LiveEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

describe('Owner approval, live', () => {
  it('should lift the banner and enable Add when the approval notification arrives', async () => {
    const pending = ownerStates.pending.user;
    let approval: 'pending' | 'approved' = 'pending';
    stubFetch({
      ...lookupHandlers,
      '/api/enhanced-hostels/owner/my-hostels': () => jsonResponse({ success: true, data: [] }),
      [`/api/messaging/chats/${pending.id}`]: () => jsonResponse({ success: true, data: [] }),
      '/api/notifications': () =>
        jsonResponse({ success: true, data: { notifications: [], unread_count: 0 } }),
      '/api/users/profile': () =>
        jsonResponse({
          success: true,
          data: buildUserProfile({ ...pending, owner_approval_status: approval }),
        }),
    });
    vi.stubGlobal('WebSocket', Object.assign(FakeSocket, { OPEN: 1 }));
    setAccessToken('token-1');
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <OwnerDashboard renderRooms={() => null} renderWizardRooms={() => null} />,
        },
      ],
      { initialEntries: ['/owner'] },
    );
    render(
      <AppProvider
        queryClient={createTestQueryClient()}
        authState={ownerStates.pending}
        createSocket={() => new FakeSocket() as unknown as WebSocket}
      >
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await screen.findByRole('heading', { name: 'No Hostels Yet' });
    expect(screen.getByRole('button', { name: 'Add New Hostel' })).toBeDisabled();
    const socket = await waitFor(() => {
      if (!FakeSocket.last) throw new Error('no socket opened');
      return FakeSocket.last;
    });
    act(() => socket.open());

    approval = 'approved';
    act(() => {
      socket.push({ type: 'ready', user_id: pending.id });
      socket.push({ type: 'notifications.changed' });
    });

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add New Hostel' })).toBeEnabled(),
    );
    expect(screen.getByRole('button', { name: 'Quick Add Hostel' })).toBeEnabled();
    expect(
      screen.queryByText('You can add hostels once an administrator approves your owner account.'),
    ).not.toBeInTheDocument();
  });
});
