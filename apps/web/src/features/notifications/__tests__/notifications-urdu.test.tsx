import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStates, jsonResponse, stubFetch } from '../../../testing/test-utils';
import { renderInUrdu } from '../../../testing/urdu';
import { NotificationsBell } from '../components/notifications-bell';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notifications bell in Urdu (issue 24)', () => {
  it('should name the bell and the empty list in Urdu', async () => {
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
    // The Urdu catalogue loads on first use: the render waits for it.
    await renderInUrdu(<NotificationsBell />, { authState: authStates.student });

    await user.click(await screen.findByRole('button', { name: 'اطلاعات' }));
    expect(await screen.findByRole('dialog', { name: 'اطلاعات' })).toBeInTheDocument();
    expect(await screen.findByText('آپ کے لیے کوئی اطلاع نہیں۔')).toBeInTheDocument();
  });
});
