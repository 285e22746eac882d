import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { HostelDialog } from '../components/hostel-dialog';
import { OwnerDashboard } from '../components/owner-dashboard';
import { listingsText } from '../i18n';
import {
  buildHostelDetail,
  buildOwnerHostel,
  lookupHandlers,
  ownerStates,
  prepareOwnerTests,
} from './listing-fixtures';

const HOSTEL_ID = 'a6000000-0000-4000-8000-000000000127';

beforeAll(async () => {
  await prepareOwnerTests();
  await preloadUrdu(listingsText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Issue 27 in Urdu (issue 24): the waiting requests and "Visits & reservations".
describe('visits and reservations in Urdu', () => {
  it('should count the waiting requests in Urdu', async () => {
    stubFetch({
      ...lookupHandlers,
      '/api/enhanced-hostels/owner/my-hostels': () =>
        jsonResponse({
          success: true,
          data: [
            buildOwnerHostel({ name: 'Canal View Hostel', waiting_requests: 2 }),
            buildOwnerHostel({ name: 'Gulberg Residence', waiting_requests: 1 }),
          ],
        }),
    });
    await renderInUrdu(<OwnerDashboard renderRooms={() => null} renderWizardRooms={() => null} />, {
      authState: ownerStates.approved,
    });
    const grid = await screen.findByRole('list', { name: 'آپ کے ہاسٹل' });
    expect(within(grid).getByText('2 درخواستیں منتظر')).toBeInTheDocument();
    expect(within(grid).getByText('1 درخواست منتظر')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 درخواستیں آپ کے جواب کی منتظر' })).toHaveAttribute(
      'href',
      '/bookings',
    );
  });

  it('should show the hours, the editor and its message in Urdu', async () => {
    const user = userEvent.setup();
    stubFetch({
      [`/api/enhanced-hostels/${HOSTEL_ID}`]: () =>
        jsonResponse({
          success: true,
          data: buildHostelDetail({
            id: HOSTEL_ID,
            visiting_hours: [
              { day: 'friday', from: '15:00', to: '18:00' },
              { day: 'friday', from: '10:00', to: '12:00' },
            ],
            deposit_text: 'ایک ماہ کا کرایہ',
          }),
        }),
    });
    await renderInUrdu(
      <HostelDialog
        state={{ mode: 'view', hostelId: HOSTEL_ID }}
        onStateChange={vi.fn()}
        renderRooms={() => null}
        renderWizardRooms={() => null}
        onCreated={vi.fn()}
      />,
      { authState: ownerStates.approved },
    );
    const hours = (await screen.findByText('وزٹ کے اوقات (پاکستانی وقت)')).parentElement!;
    expect(within(hours).getByText('جمعہ')).toBeInTheDocument();
    // Each range is kept left to right inside the Urdu line; earlier windows first.
    expect(
      within(hours).getByText('\u206610:00–12:00\u2069، \u206615:00–18:00\u2069'),
    ).toBeInTheDocument();
    expect(screen.getByText('ایک ماہ کا کرایہ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'وزٹ اور ریزرویشن' }));
    expect(screen.getByRole('heading', { name: 'وزٹ اور ریزرویشن' })).toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'وزٹ کا وقت 1' });
    expect(within(first).getByLabelText('دن')).toHaveDisplayValue('جمعہ');
    const end = within(first).getByLabelText('کب تک');
    await user.clear(end);
    await user.type(end, '09:00');
    await user.click(screen.getByRole('button', { name: 'وزٹ اور ریزرویشن محفوظ کریں' }));
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end.getAttribute('aria-describedby')).toBeTruthy();
    const message = document.getElementById(end.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(screen.getByRole('button', { name: 'وقت 2 ہٹائیں' })).toBeInTheDocument();
  });
});
