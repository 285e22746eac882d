import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../../lib/auth';
import {
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderAppInUrdu } from '../../../testing/urdu';
import { duesText } from '../i18n';
import { buildDue, buildDueDetail, buildPayment, HOSTEL_ID } from './dues-factories';

/** Issue 45 items 2, 5 and 7: the Dues screen, recording a payment and its receipt. */

beforeAll(async () => {
  await preloadUrdu(duesText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const hostel = { id: HOSTEL_ID, hostel_name: 'Iqbal Hostel', role: 'owner' as const };
const ali = buildDue();
const sara = buildDue({
  resident: { id: 'r-2', full_name: 'Sara Khan', room: 'Corner room', bed: 'B' },
  total: 9_000,
  paid: 9_000,
  balance: 0,
  status: 'paid',
  overdue: false,
  days_late: 0,
});
const collections = {
  months: [
    { month: '2026-10', due: 20_000, collected: 18_000, outstanding: 2_000, occupancy: 0.5 },
    { month: '2026-11', due: 21_500, collected: 9_000, outstanding: 12_500, occupancy: 0.75 },
  ],
};

function renderDues(authState: AuthState, extra = {}, role: 'owner' | 'warden' = 'owner') {
  const fetchMock = stubFetch({
    '/api/users/me/register-hostels': () =>
      jsonResponse({ success: true, data: [{ ...hostel, role }] }),
    [`/api/enhanced-hostels/${HOSTEL_ID}/dues`]: () =>
      jsonResponse({ success: true, data: [ali, sara] }),
    [`/api/enhanced-hostels/${HOSTEL_ID}/collections`]: () =>
      jsonResponse({ success: true, data: collections }),
    [`/api/enhanced-hostels/${HOSTEL_ID}/staff`]: () => jsonResponse({ success: true, data: [] }),
    ...extra,
  });
  const result = renderApp({ url: `/register/${HOSTEL_ID}/dues?month=2026-11`, authState });
  return { ...result, fetchMock, user: userEvent.setup() };
}

describe('The Dues screen', () => {
  it("should list the month's dues with amounts, status and days late", async () => {
    renderDues(authStates.owner);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dues: Iqbal Hostel' }),
    ).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: /Each resident's due/ }));
    const [, aliRow, saraRow] = table.getAllByRole('row');
    expect(aliRow).toHaveTextContent(
      'Ali RazaGarden view, bed ARs 12,500Rs 0Rs 12,500UnpaidOverdue3Record payment',
    );
    expect(saraRow).toHaveTextContent('Sara KhanCorner room, bed BRs 9,000Rs 9,000Rs 0Paid–');
    expect(
      within(saraRow!).queryByRole('button', { name: /Record payment/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-11');
  });

  it('should ask the API again with the status and overdue filters', async () => {
    const { user, fetchMock } = renderDues(authStates.owner);
    await screen.findByText('Ali Raza');
    await user.selectOptions(screen.getByLabelText('Status'), 'partly_paid');
    await user.click(screen.getByLabelText('Overdue only'));
    await waitFor(() =>
      expect(fetchedUrls(fetchMock)).toContain(
        `/api/enhanced-hostels/${HOSTEL_ID}/dues?month=2026-11&status=partly_paid&overdue=true`,
      ),
    );
  });

  it('should record a payment with one Idempotency-Key, confirm a possible duplicate, and show the receipt', async () => {
    const payment = buildPayment({ amount: 5_000 });
    let answers = 0;
    const { user, fetchMock } = renderDues(authStates.owner, {
      [`/api/dues/${ali.id}/payments`]: () => {
        answers += 1;
        return answers === 1
          ? jsonResponse(
              {
                success: false,
                error: 'Rs 5,000 by JazzCash was recorded for this due 2 minutes ago.',
                code: 'possible_duplicate',
              },
              409,
            )
          : jsonResponse(
              {
                success: true,
                data: {
                  payment,
                  due: { ...ali, paid: 5_000, balance: 7_500, status: 'partly_paid' },
                  receipt: payment.receipt,
                },
              },
              201,
            );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Record payment for Ali Raza' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record payment: Ali Raza' }));
    expect(dialog.getByLabelText('Amount (Rs)*')).toHaveValue(12_500);

    await user.clear(dialog.getByLabelText('Amount (Rs)*'));
    await user.type(dialog.getByLabelText('Amount (Rs)*'), '5000');
    await user.selectOptions(dialog.getByLabelText('Paid by*'), 'jazzcash');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(await dialog.findByText('Enter the transaction reference')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Reference*'), 'JC-123456');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(
      await dialog.findByText('Rs 5,000 by JazzCash was recorded for this due 2 minutes ago.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Record anyway' }));

    const receipt = within(await screen.findByRole('dialog', { name: 'Payment recorded' }));
    expect(receipt.getByText('IQB-2026-000001')).toBeInTheDocument();
    expect(receipt.getByText('Still to pay this month: Rs 7,500')).toBeInTheDocument();
    expect(receipt.getByRole('link', { name: 'Open receipt' })).toHaveAttribute(
      'href',
      payment.receipt.url,
    );
    expect(receipt.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      payment.receipt.whatsapp_url,
    );

    const calls = fetchedUrls(fetchMock)
      .map((url, index) => ({ url, index }))
      .filter(({ url }) => url.endsWith(`/api/dues/${ali.id}/payments`));
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map(({ index }) => ({
      body: fetchedBody(fetchMock, index),
      key: new Headers(fetchMock.mock.calls[index]?.[1]?.headers).get('Idempotency-Key'),
    }));
    expect(first!.body).toEqual({
      amount: 5000,
      method: 'jazzcash',
      reference: 'JC-123456',
      paid_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/u),
    });
    expect(second!.body).toMatchObject({ confirm_duplicate: true });
    expect(first!.key).toMatch(/^[\w-]{10,}$/u);
    // "Record anyway" is a new request (its body differs), so it has its own key.
    expect(second!.key).not.toBe(first!.key);
  });

  it('should send the receipt by email from the receipt', async () => {
    const payment = buildPayment();
    const { user, fetchMock } = renderDues(
      authStates.student,
      {
        [`/api/dues/${ali.id}/payments`]: () =>
          jsonResponse(
            {
              success: true,
              data: { payment, due: { ...ali, balance: 0 }, receipt: payment.receipt },
            },
            201,
          ),
        [`/api/payments/${payment.id}/send-receipt`]: () =>
          jsonResponse({ success: true, data: { sent_to: 'a***@example.pk' } }, 202),
      },
      'warden',
    );
    await user.click(await screen.findByRole('button', { name: 'Record payment for Ali Raza' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record payment: Ali Raza' }));
    // Staff record what they received: no "Received by" choice, and no staff list asked.
    expect(dialog.queryByLabelText('Received by')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    const receipt = within(await screen.findByRole('dialog', { name: 'Payment recorded' }));
    expect(receipt.getByText('This month is paid in full.')).toBeInTheDocument();
    await user.click(receipt.getByRole('button', { name: 'Send by email' }));
    expect(await screen.findByText('Receipt sent to a***@example.pk')).toBeInTheDocument();
    const index = fetchedUrls(fetchMock).indexOf(`/api/payments/${payment.id}/send-receipt`);
    expect(fetchedBody(fetchMock, index)).toEqual({ channel: 'email' });
    expect(fetchedUrls(fetchMock)).not.toContain(`/api/enhanced-hostels/${HOSTEL_ID}/staff`);
  });

  it('should give the collections as a table for screen readers', async () => {
    renderDues(authStates.owner);
    const table = within(
      await screen.findByRole('table', { name: /Each month's dues, collections/ }),
    );
    expect(table.getAllByRole('row')[2]).toHaveTextContent(
      'November 2026Rs 21,500Rs 9,000Rs 12,50075%',
    );
  });

  it('should show an empty month and a failed load', async () => {
    renderDues(authStates.owner, {
      [`/api/enhanced-hostels/${HOSTEL_ID}/dues`]: () => jsonResponse({ success: true, data: [] }),
      [`/api/enhanced-hostels/${HOSTEL_ID}/collections`]: () =>
        jsonResponse({ success: false, error: 'Server error', code: 'INTERNAL' }, 500),
    });
    expect(await screen.findByText('No dues this month')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the collections')).toBeInTheDocument();
  });

  it('should read in Urdu with amounts in Western digits, left to right', async () => {
    stubFetch({
      '/api/users/me/register-hostels': () => jsonResponse({ success: true, data: [hostel] }),
      [`/api/enhanced-hostels/${HOSTEL_ID}/dues`]: () =>
        jsonResponse({ success: true, data: [ali] }),
      [`/api/enhanced-hostels/${HOSTEL_ID}/collections`]: () =>
        jsonResponse({ success: true, data: collections }),
    });
    await renderAppInUrdu({
      url: `/register/${HOSTEL_ID}/dues?month=2026-11`,
      authState: authStates.owner,
    });
    expect(
      await screen.findByRole('button', { name: /^ادائیگی درج کریں: .?Ali Raza.?$/u }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('\u2066Rs 12,500\u2069').length).toBeGreaterThan(0);
  });
});

describe("A due's page", () => {
  it('should list the payments and let the owner reverse one with a reason', async () => {
    const payment = buildPayment();
    const due = buildDueDetail({
      paid: 5_000,
      balance: 7_500,
      status: 'partly_paid',
      payments: [payment],
    });
    const fetchMock = stubFetch({
      [`/api/dues/${due.id}`]: () => jsonResponse({ success: true, data: due }),
      [`/api/payments/${payment.id}/reverse`]: () =>
        jsonResponse(
          {
            success: true,
            data: {
              payment: buildPayment({ kind: 'reversal' }),
              due,
              receipt: { ...payment.receipt, number: 'IQB-2026-000002' },
            },
          },
          201,
        ),
    });
    renderApp({ url: `/register/dues/${due.id}?hostel=${HOSTEL_ID}`, authState: authStates.owner });
    const user = userEvent.setup();
    expect(
      await screen.findByText('Received by Bilal Warden · recorded by Bilal Warden'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reverse receipt IQB-2026-000001' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Reverse receipt IQB-2026-000001?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Reverse payment' }));
    expect(await dialog.findByText('Say why the payment is reversed')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox'), 'Recorded on the wrong resident');
    await user.click(dialog.getByRole('button', { name: 'Reverse payment' }));
    expect(await screen.findByText('Reversed: receipt IQB-2026-000002')).toBeInTheDocument();
    const index = fetchedUrls(fetchMock).indexOf(`/api/payments/${payment.id}/reverse`);
    expect(fetchedBody(fetchMock, index)).toEqual({ reason: 'Recorded on the wrong resident' });
  });

  it('should hide Reverse from staff', async () => {
    const due = buildDueDetail({ payments: [buildPayment()] });
    stubFetch({ [`/api/dues/${due.id}`]: () => jsonResponse({ success: true, data: due }) });
    renderApp({
      url: `/register/dues/${due.id}?hostel=${HOSTEL_ID}`,
      authState: authStates.student,
    });
    expect(await screen.findByText(/IQB-2026-000001/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument();
  });
});
