import type { VerifiedPhone } from '@hostelhub/shared';
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
import type { AuthState } from '../../../lib/auth';
import { BusinessPhonesCard } from '../components/business-phones-card';

/** The phone verification dialog (part 2 sections 2, 4, 8 and 9 'Phone'). */

afterEach(() => {
  vi.unstubAllGlobals();
});

function phone(overrides: Partial<VerifiedPhone> = {}): VerifiedPhone {
  return {
    id: '00000000-0000-4000-8000-00000000f001',
    phoneNumber: '+923001234567',
    formattedNumber: '+92 300 1234567',
    label: 'Business',
    isPrimary: true,
    verifiedAt: '2026-11-01T10:00:00.000Z',
    carrier: 'Jazz',
    ...overrides,
  };
}

async function openDialog(authState: AuthState = authStates.owner) {
  const user = userEvent.setup();
  renderWithProviders(<BusinessPhonesCard />, { authState });
  await user.click(screen.getByRole('button', { name: 'Manage Business Phone Numbers' }));
  return {
    user,
    dialog: await screen.findByRole('dialog', { name: 'Manage Business Phone Numbers' }),
  };
}

describe('PhoneDialog', () => {
  it('should add a number: check it, send the code, count down, verify, and return to the list', async () => {
    let verified: VerifiedPhone[] = [];
    const fetchMock = stubFetch({
      '/api/phone/get-verified': () => jsonResponse({ success: true, data: verified }),
      '/api/phone/send-otp': () =>
        jsonResponse({
          success: true,
          data: {
            phoneNumber: '+923451234567',
            formattedNumber: '+92 345 1234567',
            expiresInSeconds: 600,
            resendAfterSeconds: 60,
          },
          message: 'OTP sent successfully! Check your SMS.',
        }),
      '/api/phone/verify-otp': () => {
        verified = [
          phone({
            phoneNumber: '+923451234567',
            formattedNumber: '+92 345 1234567',
            label: 'Office',
            carrier: 'Telenor',
          }),
        ];
        return jsonResponse({ success: true, data: verified[0], message: 'ok' });
      },
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('No verified numbers yet');
    await user.click(within(dialog).getByRole('button', { name: 'Add Phone Number' }));

    const number = within(dialog).getByLabelText(/^Phone number/);
    await user.type(number, '0345123');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(
      within(dialog).getByText(
        'Please enter a valid 11-digit Pakistani phone number (03XXXXXXXXX)',
      ),
    ).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/send-otp'))).toBe(false);

    await user.type(number, '4567');
    expect(within(dialog).getByText('Network: Telenor')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Label/), 'Office');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));

    // Success lines are toasts (issue 23), outside the dialog.
    expect(await screen.findByText('OTP sent successfully! Check your SMS.')).toBeInTheDocument();
    const sendIndex = fetchedUrls(fetchMock).findIndex((url) => url.endsWith('/send-otp'));
    expect(fetchedBody(fetchMock, sendIndex)).toEqual({
      phoneNumber: '+923451234567',
      label: 'Office',
    });
    expect(within(dialog).getByRole('button', { name: /^Resend OTP in (59|60)s$/ })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('Please enter the OTP code')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Verification code/), '48x2913');
    expect(within(dialog).getByLabelText(/^Verification code/)).toHaveValue('482913');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Phone number verified successfully!')).toBeInTheDocument();

    // Back to the list after 2 seconds, with the new number in it.
    const list = await within(dialog).findByRole(
      'list',
      { name: 'Verified phone numbers' },
      { timeout: 3_000 },
    );
    expect(list).toHaveTextContent('+92 345 1234567');
    expect(list).toHaveTextContent('Office · Telenor');
  });

  it("should show the server's reason when sending fails", async () => {
    stubFetch({
      '/api/phone/get-verified': () => jsonResponse({ success: true, data: [] }),
      '/api/phone/send-otp': () =>
        jsonResponse(
          {
            success: false,
            error: 'Please wait 42 seconds before requesting a new code.',
            code: 'RATE_LIMITED',
          },
          429,
        ),
    });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Add Phone Number' }));
    await user.type(within(dialog).getByLabelText(/^Phone number/), '03001234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please wait 42 seconds before requesting a new code.',
    );
  });

  it('should remove a number after confirmation and make another primary', async () => {
    let list = [
      phone(),
      phone({
        id: '00000000-0000-4000-8000-00000000f002',
        phoneNumber: '+923331234567',
        formattedNumber: '+92 333 1234567',
        label: 'Office',
        isPrimary: false,
        carrier: 'Ufone',
      }),
    ];
    const fetchMock = stubFetch({
      '/api/phone/get-verified': () => jsonResponse({ success: true, data: list }),
      '/api/phone/00000000-0000-4000-8000-00000000f002/primary': () => {
        list = list.map((item) => ({ ...item, isPrimary: item.label === 'Office' }));
        return jsonResponse({ success: true, data: list[1], message: 'ok' });
      },
      '/api/phone/00000000-0000-4000-8000-00000000f001': () => {
        list = list.filter((item) => item.label !== 'Business');
        return jsonResponse({ success: true, data: { id: 'x' }, message: 'ok' });
      },
    });
    const { user, dialog } = await openDialog();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Make +92 333 1234567 primary' }),
    );
    expect(await screen.findByText('Primary phone number updated.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove +92 300 1234567' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove phone number' });
    expect(confirm).toHaveTextContent('Are you sure you want to remove this phone number?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Phone number removed successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog).getByRole('list', { name: 'Verified phone numbers' }),
      ).not.toHaveTextContent('+92 300 1234567'),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    // Success lines clear after 3 seconds.
    await waitFor(
      () => expect(screen.queryByText('Phone number removed successfully')).not.toBeInTheDocument(),
      { timeout: 4_000 },
    );
  });

  it("should say 'Failed to load phone numbers' when the list cannot load", async () => {
    stubFetch({
      '/api/phone/get-verified': () =>
        jsonResponse({ success: false, error: 'Boom', code: 'INTERNAL_ERROR' }, 500),
    });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('alert', {}, { timeout: 4_000 })).toHaveTextContent(
      'Failed to load phone numbers',
    );
  });

  it('should ask a signed-out visitor to log in', async () => {
    stubFetch({});
    const { dialog } = await openDialog(authStates.signedOut);
    expect(dialog).toHaveTextContent('Please log in to access phone verification');
  });
});
