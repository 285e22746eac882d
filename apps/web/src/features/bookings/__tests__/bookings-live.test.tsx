import type { LiveEvent, Visit } from '@hostelhub/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { setAccessToken } from '../../../lib/api-client';
import {
  authStates,
  createTestQueryClient,
  jsonResponse,
  stubFetch,
} from '../../../testing/test-utils';
import { BookingsPage } from '../components/bookings-page';
import { buildVisit } from './booking-factories';

/** Issue 27: Visits & reservations follow `bookings.changed` without a reload. */

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

/** A stand-in WebSocket the provider talks to; the test plays the server. */
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

describe('Visits & reservations, live', () => {
  it('should reload the lists when the server says a booking changed', async () => {
    let visits: Visit[] = [];
    stubFetch({
      '/api/visits': () => jsonResponse({ success: true, data: visits }),
      '/api/reservations': () => jsonResponse({ success: true, data: [] }),
      '/api/messaging/chats/00000000-0000-4000-8000-00000000a002': () =>
        jsonResponse({ success: true, data: [] }),
    });
    vi.stubGlobal('WebSocket', Object.assign(FakeSocket, { OPEN: 1 }));
    setAccessToken('token-1');
    const router = createMemoryRouter([{ path: '*', element: <BookingsPage /> }], {
      initialEntries: ['/bookings'],
    });
    render(
      <AppProvider
        queryClient={createTestQueryClient()}
        authState={authStates.owner}
        createSocket={() => new FakeSocket() as unknown as WebSocket}
      >
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByText(/^No visit requests yet/)).toBeInTheDocument();
    const socket = await waitFor(() => {
      if (!FakeSocket.last) throw new Error('no socket opened');
      return FakeSocket.last;
    });
    act(() => socket.open());

    visits = [buildVisit()];
    act(() => {
      socket.push({ type: 'ready', user_id: authStates.owner.user.id });
      socket.push({ type: 'bookings.changed' });
    });
    expect(await screen.findByRole('article', { name: 'Iqbal Hostel' })).toBeInTheDocument();
  });
});
