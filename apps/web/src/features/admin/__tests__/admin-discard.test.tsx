import type { ContactMessage } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { ContactMessagesPanel } from '../components/contact-messages-panel';
import { ReasonDialog } from '../../../components/reason-dialog';

/**
 * Issue 22 item 9 in the admin panel: closing the contact message dialog with changed notes,
 * or a rejection with a typed reason, asks "Discard changes?" first; unchanged, it just closes.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

const MESSAGE: ContactMessage = {
  id: '00000000-0000-4000-8000-0000000000e2',
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
  });
}

const question = () => screen.findByRole('dialog', { name: 'Discard changes?' });

describe('Discard changes? in the admin panel (issue 22 item 9)', () => {
  it('should ask before Escape or Close throws away typed admin notes', async () => {
    stubContactApi();
    const user = userEvent.setup();
    renderWithProviders(<ContactMessagesPanel />, { authState: authStates.admin });
    await user.click(await screen.findByRole('button', { name: /View message from Hina Raza/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Girls hostels in Multan' });
    await user.type(within(dialog).getByLabelText('Admin notes'), 'Sent the BZU list.');

    await user.keyboard('{Escape}');
    await user.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Admin notes')).toHaveValue('Sent the BZU list.');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should ask before Cancel throws away a typed rejection reason, and not when empty', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(
      <ReasonDialog
        title="Reject Iqbal Boys Hostel"
        open
        isPending={false}
        confirmLabel="Reject Hostel"
        onCancel={onCancel}
        onConfirm={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject Iqbal Boys Hostel' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();

    await user.type(within(dialog).getByLabelText(/^Reason/), 'The photos are of another hostel.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue(
      'The photos are of another hostel.',
    );

    await user.keyboard('{Escape}');
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
