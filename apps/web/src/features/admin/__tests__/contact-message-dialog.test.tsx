import type { ContactMessage } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { ContactMessagesPanel } from '../components/contact-messages-panel';

/** The contact message dialog's actions (part 2 section 2; issue 22 item 5). */

afterEach(() => {
  vi.unstubAllGlobals();
});

const MESSAGE: ContactMessage = {
  id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Hina Raza',
  email: 'hina@example.pk',
  category: 'General Query',
  subject: 'Girls hostels in Multan',
  message: 'Are there any near BZU?',
  status: 'new',
  admin_notes: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

function stubContactApi() {
  return stubFetch({
    '/api/contact/messages': () =>
      jsonResponse({
        success: true,
        data: { messages: [MESSAGE], total: 1, page: 1, limit: 10, total_pages: 1 },
      }),
    '/api/contact/stats': () =>
      jsonResponse({
        success: true,
        data: {
          total: 1,
          new: 1,
          in_progress: 0,
          resolved: 0,
          by_category: { 'General Query': 1, 'Bug Report': 0, 'Report User': 0 },
        },
      }),
    [`/api/contact/messages/${MESSAGE.id}/status`]: () =>
      jsonResponse({ success: true, data: { ...MESSAGE, status: 'closed' } }),
  });
}

async function openMessage() {
  const user = userEvent.setup();
  renderWithProviders(<ContactMessagesPanel />, { authState: authStates.admin });
  await user.click(await screen.findByRole('button', { name: /View message from Hina Raza/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Girls hostels in Multan' });
  return { user, dialog };
}

describe('Contact message dialog', () => {
  it('should offer Mark In Progress, Mark Resolved and Mark Closed, and one Close', async () => {
    stubContactApi();
    const { dialog } = await openMessage();
    for (const name of ['Mark In Progress', 'Mark Resolved', 'Mark Closed']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('should only close the dialog on Close, leaving the status alone', async () => {
    const fetchMock = stubContactApi();
    const { user, dialog } = await openMessage();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/status'))).toBe(false);
  });

  it('should set the status to closed on Mark Closed', async () => {
    const fetchMock = stubContactApi();
    const { user, dialog } = await openMessage();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Closed' }));
    await waitFor(() =>
      expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/status'))).toBe(true),
    );
    const index = fetchedUrls(fetchMock).findIndex((url) => url.endsWith('/status'));
    expect(fetchedBody(fetchMock, index)).toEqual({ status: 'closed', admin_notes: '' });
  });
});
