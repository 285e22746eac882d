import { REPORT_MESSAGES } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportWordsText } from '../../../lib/report-words/i18n';
import { buildReport } from '../../../testing/factories';
import {
  authStates,
  fetchedBody,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  users,
} from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { ReportAction } from '../components/report-action';
import { reportsText } from '../i18n';

/** Issue 26: the Report action and its dialog, on their own. */

beforeAll(async () => {
  await preloadUrdu(reportsText, reportWordsText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOSTEL_ID = '00000000-0000-4000-8000-0000000000b1';

describe('ReportAction', () => {
  it('should report a person from a flag named after them, with the reasons for a user', async () => {
    const fetchMock = stubFetch({
      '/api/reports': () =>
        jsonResponse({ success: true, data: buildReport({ target_type: 'user' }) }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <ReportAction
        targetType="user"
        targetId={users.owner.id}
        targetName="Bilal Ahmed"
        variant="icon"
      />,
      { authState: authStates.student },
    );

    const flag = screen.getByRole('button', { name: 'Report Bilal Ahmed' });
    expect(flag).toHaveAttribute('title', 'Report Bilal Ahmed');
    await user.click(flag);
    const dialog = within(await screen.findByRole('dialog', { name: 'Report Bilal Ahmed' }));
    expect(dialog.getAllByRole('radio')).toHaveLength(6);
    await user.click(dialog.getByRole('radio', { name: 'Scam or fraud' }));
    await user.type(
      dialog.getByRole('textbox', { name: /Details/ }),
      'Asked for an advance by phone.',
    );
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(
      await screen.findByText('Thanks, an administrator will look at it.'),
    ).toBeInTheDocument();
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(fetchedBody(fetchMock, index)).toEqual({
      target_type: 'user',
      target_id: users.owner.id,
      reason: 'scam',
      details: 'Asked for an advance by phone.',
    });
  });

  it("should show the server's sentence for one's own thing, and close on Cancel", async () => {
    stubFetch({
      '/api/reports': () =>
        jsonResponse({ success: false, error: REPORT_MESSAGES.ownHostel, code: 'FORBIDDEN' }, 403),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportAction targetType="hostel" targetId={HOSTEL_ID} />, {
      authState: authStates.owner,
    });

    const button = screen.getByRole('button', { name: 'Report this hostel' });
    await user.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this hostel' }));
    await user.click(dialog.getByRole('radio', { name: 'Wrong price' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.ownHostel);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Report this hostel' })).not.toBeInTheDocument();
  });

  it('should ask before throwing typed details away', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ReportAction targetType="message" targetId={HOSTEL_ID} variant="icon" />, {
      authState: authStates.student,
    });

    await user.click(screen.getByRole('button', { name: 'Report this message' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this message' }));
    await user.type(dialog.getByRole('textbox', { name: /Details/ }), 'He keeps insulting me.');
    await user.keyboard('{Escape}');

    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(dialog.getByRole('textbox', { name: /Details/ })).toHaveValue('He keeps insulting me.');
  });

  it('should show the dialog in Urdu, right to left, with the messages in Urdu', async () => {
    stubFetch({});
    const user = userEvent.setup();
    await renderInUrdu(<ReportAction targetType="hostel" targetId={HOSTEL_ID} />, {
      authState: authStates.student,
    });

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'اس ہاسٹل کی رپورٹ کریں' }));
    const panel = await screen.findByRole('dialog', { name: 'اس ہاسٹل کی رپورٹ کریں' });
    const dialog = within(panel);
    expect(dialog.getByRole('group', { name: /کیا مسئلہ ہے؟/ })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'جعلی یا گمراہ کن تصاویر' })).toBeInTheDocument();
    expect(dialog.getByText('1,000 میں سے 0 حروف (اختیاری)')).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'کچھ اور' }));
    await user.click(dialog.getByRole('button', { name: 'رپورٹ بھیجیں' }));
    expect(dialog.getByText('براہ کرم مسئلہ کم از کم 10 حروف میں بیان کریں')).toBeInTheDocument();
    // The reader's own words keep their direction; no English is left.
    expect(dialog.getByRole('textbox', { name: /تفصیل/ })).toHaveAttribute('dir', 'auto');
    expect(panel.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('should offer a guest sign-in, and nothing while the session is being restored', () => {
    const { unmount } = renderWithProviders(
      <ReportAction targetType="hostel" targetId={HOSTEL_ID} />,
      { authState: authStates.signedOut, url: '/hostels/x?tab=reviews' },
    );
    expect(screen.getByRole('link', { name: 'Sign in to report' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/hostels/x?tab=reviews')}`,
    );
    unmount();
    renderWithProviders(<ReportAction targetType="hostel" targetId={HOSTEL_ID} />, {
      authState: authStates.loading,
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
