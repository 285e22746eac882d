import type { AdminDelivery } from '@hostelhub/shared';
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
import { UndeliveredMessages } from '../components/undelivered-messages';

/** 'Undelivered email and SMS' on the admin dashboard (issue 21 item 4). */

afterEach(() => {
  vi.unstubAllGlobals();
});

const FAILED: AdminDelivery = {
  id: '00000000-0000-4000-8000-0000000000e1',
  channel: 'email',
  kind: 'password_reset',
  recipient: 'ayesha@example.pk',
  subject: 'Reset your Hostelhub password',
  status: 'failed',
  attempts: 6,
  last_error: 'connect ECONNREFUSED 127.0.0.1:25',
  created_at: '2026-11-20T10:00:00.000Z',
  next_attempt_at: '2026-11-20T17:42:00.000Z',
};

function pageOf(deliveries: AdminDelivery[]) {
  return jsonResponse({
    success: true,
    data: { deliveries, total: deliveries.length, page: 1, limit: 10, total_pages: 1 },
  });
}

describe('UndeliveredMessages', () => {
  it('should say every email and SMS has been delivered when none failed', async () => {
    const fetchMock = stubFetch({ '/api/admin/deliveries': () => pageOf([]) });
    renderWithProviders(<UndeliveredMessages />, { authState: authStates.admin });
    expect(await screen.findByText('Every email and SMS has been delivered.')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)[0]).toContain('status=failed');
  });

  it('should list a failed delivery with its reason and retry it', async () => {
    let failed = [FAILED];
    const fetchMock = stubFetch({
      '/api/admin/deliveries': () => pageOf(failed),
      [`/api/admin/deliveries/${FAILED.id}/retry`]: () => {
        failed = [];
        return jsonResponse({ success: true, data: { ...FAILED, status: 'pending', attempts: 0 } });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<UndeliveredMessages />, { authState: authStates.admin });

    const list = await screen.findByRole('list', { name: 'Undelivered email and SMS' });
    expect(within(list).getByText('Password reset to ayesha@example.pk')).toBeInTheDocument();
    expect(list).toHaveTextContent('6 tries');
    expect(list).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:25');

    await user.click(
      within(list).getByRole('button', { name: 'Retry Password reset to ayesha@example.pk' }),
    );
    expect(await screen.findByText('It will be sent again shortly.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Every email and SMS has been delivered.')).toBeInTheDocument(),
    );
    const index = fetchedUrls(fetchMock).findIndex((url) => url.endsWith('/retry'));
    expect(fetchMock.mock.calls[index]?.[1]?.method).toBe('POST');
  });
});
