import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../../testing/test-users';
import {
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';
import { buildRegisterHostel, buildResident, uuid } from './register-factories';

/** Issue 44 items 2, 5 and 7: a resident's page, the CNIC's recorded reveal, move-out. */

afterEach(() => {
  vi.unstubAllGlobals();
});

const resident = buildResident({
  full_name: 'Ali Raza',
  history: [
    {
      id: uuid(),
      event: 'updated',
      fields: ['phone', 'guardian_name'],
      detail: {},
      actor: { id: users.owner.id, full_name: 'Owner Khan' },
      created_at: '2030-09-02T07:00:00.000Z',
    },
  ],
});

function renderResident(preview?: { unpaid: number; credit_returned: number }) {
  const fetchMock = stubFetch({
    ...(preview
      ? {
          [`/api/residents/${resident.id}/move-out-preview`]: (url: URL) =>
            jsonResponse({
              success: true,
              data: { moved_out_on: url.searchParams.get('moved_out_on'), ...preview },
            }),
        }
      : {}),
    '/api/users/me/register-hostels': () =>
      jsonResponse({ success: true, data: [buildRegisterHostel()] }),
    [`/api/residents/${resident.id}`]: (_url: URL, init?: RequestInit) =>
      jsonResponse({
        success: true,
        data:
          init?.method === 'PATCH'
            ? { ...resident, ...(JSON.parse(init.body as string) as object) }
            : resident,
      }),
    [`/api/residents/${resident.id}/reveal-cnic`]: () =>
      jsonResponse({ success: true, data: { cnic: '3520212345671' } }),
    // What the server would settle: the unpaid dues, up to the deposit less deductions.
    [`/api/residents/${resident.id}/move-out`]: (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(init?.body as string) as {
        settle_from_deposit?: boolean;
        deductions: { amount: number }[];
      };
      const deducted = body.deductions.reduce((sum, row) => sum + row.amount, 0);
      const settled = body.settle_from_deposit
        ? Math.min(preview?.unpaid ?? 0, resident.security_deposit - deducted)
        : 0;
      return jsonResponse({
        success: true,
        data: {
          ...resident,
          status: 'moved_out',
          settled_from_deposit: settled,
          credit_returned: preview?.credit_returned ?? 0,
        },
      });
    },
  });
  renderApp({ url: `/register/residents/${resident.id}`, authState: authStates.owner });
  return { fetchMock, user: userEvent.setup() };
}

describe("A resident's page", () => {
  it('should mask the CNIC until Reveal, saying the reveal is recorded', async () => {
    const { user, fetchMock } = renderResident();
    expect(await screen.findByText('35202-*******-1')).toBeInTheDocument();
    const reveal = screen.getByRole('button', { name: 'Reveal' });
    expect(reveal).toHaveAccessibleDescription(
      "Revealing the full CNIC is recorded in the resident's history, with your name.",
    );
    await user.click(reveal);
    expect(await screen.findByText('35202-1234567-1')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/reveal-cnic'))).toBe(true);
  });

  it("should list the history's event, fields' names, who and when", async () => {
    renderResident();
    const history = within(
      (await screen.findByRole('heading', { name: 'History' })).closest('section')!,
    );
    expect(history.getByText('Record changed')).toBeInTheDocument();
    expect(history.getByText("Fields: Phone and Guardian's name")).toBeInTheDocument();
    expect(history.getByText(/^Owner Khan, 2 Sept 2030/)).toBeInTheDocument();
  });

  it('should refuse a move-out until returned plus deductions equal the deposit', async () => {
    const { user, fetchMock } = renderResident();
    await user.click(await screen.findByRole('button', { name: 'Move out' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move out Ali Raza' }));
    const returned = dialog.getByLabelText('Deposit returned (Rs)*');
    await user.clear(returned);
    await user.type(returned, '15000');
    expect(dialog.getByRole('status')).toHaveTextContent(
      'Returned Rs 15,000 + deductions Rs 0 = Rs 15,000; it must equal the deposit, Rs 20,000.',
    );
    await user.click(dialog.getByRole('button', { name: 'Move out' }));
    expect(
      await dialog.findByText(
        'The deposit returned plus the deductions must equal the security deposit.',
      ),
    ).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/move-out'))).toBe(false);

    await user.click(dialog.getByRole('button', { name: 'Add a deduction' }));
    await user.type(dialog.getByLabelText('Amount 1 (Rs)'), '5000');
    await user.type(dialog.getByLabelText('Reason 1'), 'Broken chair');
    expect(dialog.getByRole('status')).toHaveTextContent('equals the deposit');
    await user.click(dialog.getByRole('button', { name: 'Move out' }));

    expect(await screen.findByText('Ali Raza moved out; the bed is free.')).toBeInTheDocument();
    const index = fetchedUrls(fetchMock).findIndex((url) => url.endsWith('/move-out'));
    expect(fetchedBody(fetchMock, index)).toMatchObject({
      deposit_returned: 15000,
      deductions: [{ amount: 5000, reason: 'Broken chair' }],
    });
  });

  it('should pay unpaid dues from the deposit when ticked, returning what is left of it', async () => {
    const { user, fetchMock } = renderResident({ unpaid: 12_000, credit_returned: 0 });
    await user.click(await screen.findByRole('button', { name: 'Move out' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move out Ali Raza' }));
    const settle = await dialog.findByRole('checkbox', {
      name: /^Pay the unpaid dues \(Rs 12,000\) from the deposit/,
    });
    await user.click(settle);
    expect(dialog.getByLabelText('Deposit returned (Rs)*')).toHaveValue(8000);
    expect(dialog.getByRole('status')).toHaveTextContent(
      'Returned Rs 8,000 + deductions Rs 0 + dues paid Rs 12,000 = Rs 20,000: equals the deposit.',
    );
    // A deduction leaves less of the deposit for the dues: it pays what is left, returning none.
    await user.click(dialog.getByRole('button', { name: 'Add a deduction' }));
    await user.type(dialog.getByLabelText('Amount 1 (Rs)'), '10000');
    await user.type(dialog.getByLabelText('Reason 1'), 'Broken chair');
    expect(dialog.getByLabelText('Deposit returned (Rs)*')).toHaveValue(0);
    expect(dialog.getByRole('status')).toHaveTextContent(
      'Returned Rs 0 + deductions Rs 10,000 + dues paid Rs 10,000 = Rs 20,000: equals the deposit.',
    );
    await user.click(dialog.getByRole('button', { name: 'Move out' }));

    expect(await screen.findByText('Ali Raza moved out; the bed is free.')).toBeInTheDocument();
    expect(
      screen.getByText('Dues paid from the deposit: Rs 10,000. Credit returned: Rs 0.'),
    ).toBeInTheDocument();
    const index = fetchedUrls(fetchMock).findIndex((url) => url.endsWith('/move-out'));
    expect(fetchedBody(fetchMock, index)).toMatchObject({
      deposit_returned: 0,
      deductions: [{ amount: 10000, reason: 'Broken chair' }],
      settle_from_deposit: true,
    });
  });

  it('should say the credit held is returned, and offer no dues to pay when none are unpaid', async () => {
    const { user } = renderResident({ unpaid: 0, credit_returned: 3_000 });
    await user.click(await screen.findByRole('button', { name: 'Move out' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move out Ali Raza' }));
    expect(
      await dialog.findByText(
        'Credit held for this resident, Rs 3,000, is returned with the deposit.',
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('should send only what changed in the record, keeping the saved CNIC when left blank', async () => {
    const { user, fetchMock } = renderResident();
    await user.click(await screen.findByRole('button', { name: 'Edit record' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Edit Ali Raza's record" }));
    expect(dialog.getByLabelText(/^Full name/)).toHaveValue('Ali Raza');
    expect(dialog.getByLabelText(/^Phone/)).toHaveValue('0300 1234567');
    expect(dialog.getByLabelText(/^CNIC/)).toHaveValue('');
    expect(dialog.getByLabelText(/^CNIC/)).toHaveAccessibleDescription(
      'Saved: 35202-*******-1. Leave blank to keep it; type 13 digits to replace it.',
    );
    const guardian = dialog.getByLabelText(/^Guardian's name/);
    await user.clear(guardian);
    await user.type(guardian, 'Raza Khan');
    const rent = dialog.getByLabelText(/^Monthly rent/);
    await user.clear(rent);
    await user.type(rent, '16000');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText("Ali Raza's record saved.")).toBeInTheDocument();
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PATCH');
    expect(fetchedBody(fetchMock, index)).toEqual({
      guardian_name: 'Raza Khan',
      monthly_rent: 16000,
    });
  });

  it('should ask for the unpaid dues afresh each time the dialog opens', async () => {
    const preview = { unpaid: 12_000, credit_returned: 0 };
    const { user } = renderResident(preview);
    await user.click(await screen.findByRole('button', { name: 'Move out' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Move out Ali Raza' }));
    await dialog.findByRole('checkbox', { name: /\(Rs 12,000\)/ });
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    // A payment recorded meanwhile on the Dues screen leaves less unpaid.
    preview.unpaid = 5_000;
    await user.click(await screen.findByRole('button', { name: 'Move out' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Move out Ali Raza' }));
    expect(await dialog.findByRole('checkbox', { name: /\(Rs 5,000\)/ })).toBeInTheDocument();
  });
});
