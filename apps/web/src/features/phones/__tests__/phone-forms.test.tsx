import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUserProfile } from '../../../testing/factories';
import {
  authStates,
  emptyApiHandlers,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderApp,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { BusinessPhonesCard } from '../components/business-phones-card';

/**
 * Issue 22 item 4 (product decision 17): every phone field takes Pakistani numbers as people
 * type them, sends E.164 and shows the national format.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The three forms the issue names, all the same mobile number. */
const TYPED_FORMS = ['03001234567', '0300 1234567', '0300-1234567'];

function bodyOf(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  const index = fetchedUrls(fetchMock).findLastIndex((url) => url.endsWith(path));
  expect(index).toBeGreaterThanOrEqual(0);
  return fetchedBody(fetchMock, index) as Record<string, unknown>;
}

describe('owner sign-up phone', () => {
  it.each([...TYPED_FORMS, '042-35761234'])(
    'should accept %s and send it in E.164',
    async (typed) => {
      const fetchMock = stubFetch({
        ...emptyApiHandlers,
        '/api/auth/register': () =>
          jsonResponse(
            {
              success: true,
              data: {
                id: '00000000-0000-4000-8000-00000000b002',
                email: 'bilal@example.pk',
                full_name: 'Bilal Ahmed',
                role: 'owner',
              },
            },
            201,
          ),
      });
      const user = userEvent.setup();
      renderApp({ url: '/signup/owner' });

      await user.type(await screen.findByLabelText(/^Full Name/), 'Bilal Ahmed');
      await user.type(screen.getByLabelText(/^Email/), 'bilal@example.pk');
      await user.type(screen.getByLabelText(/^Phone Number/), typed);
      await user.type(screen.getByLabelText(/^Password\*?$/), 'Secret123');
      await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret123');
      await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Create Account' }));

      expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
      expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();
      expect(bodyOf(fetchMock, '/api/auth/register').phone).toBe(
        typed.startsWith('042') ? '+924235761234' : '+923001234567',
      );
    },
  );

  it("should still refuse what is not a Pakistani number with the spec's message", async () => {
    stubFetch(emptyApiHandlers);
    const user = userEvent.setup();
    renderApp({ url: '/signup/owner' });
    await user.type(await screen.findByLabelText(/^Phone Number/), '0000000000000');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
  });
});

const student = buildUserProfile({ phone: '+923001234567', city: 'Lahore' });
const owner = buildUserProfile({
  ...authStates.owner.user,
  role: 'owner',
  owner_approval_status: 'approved',
  phone: '+924235761234',
  gender: 'male',
});

describe.each([
  { page: 'student profile', url: '/profile', user: student, label: /^Phone Number/ },
  { page: 'owner profile', url: '/owner/profile', user: owner, label: /^Personal Phone/ },
])('$page phone', ({ url, user: profile, label }) => {
  it('should show the stored E.164 number in national format', async () => {
    stubFetch(emptyApiHandlers);
    renderApp({ url, authState: { status: 'signed-in', user: profile } });
    const national = profile.phone === '+923001234567' ? '0300 1234567' : '042 35761234';
    expect(await screen.findByText(national)).toBeInTheDocument();
    expect(screen.queryByText(profile.phone ?? '')).not.toBeInTheDocument();
  });

  it.each(TYPED_FORMS)('should save %s as E.164', async (typed) => {
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/users/profile': () =>
        jsonResponse({ success: true, data: { ...profile, phone: '+923001234567' } }),
    });
    const user = userEvent.setup();
    renderApp({ url, authState: { status: 'signed-in', user: profile } });

    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const field = within(form).getByLabelText(label);
    await user.clear(field);
    await user.type(field, typed);
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('0300 1234567')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/users/profile').phone).toBe('+923001234567');
  });
});

describe('phone verification dialog', () => {
  it.each([...TYPED_FORMS, '+92 300 1234567'])(
    'should send a code to %s, with a hint that names the forms it takes',
    async (typed) => {
      const fetchMock = stubFetch({
        '/api/phone/get-verified': () => jsonResponse({ success: true, data: [] }),
        '/api/phone/send-otp': () =>
          jsonResponse({
            success: true,
            data: {
              phoneNumber: '+923001234567',
              formattedNumber: '0300 1234567',
              expiresInSeconds: 600,
              resendAfterSeconds: 60,
            },
          }),
      });
      const user = userEvent.setup();
      renderWithProviders(<BusinessPhonesCard />, { authState: authStates.owner });
      await user.click(screen.getByRole('button', { name: 'Manage Business Phone Numbers' }));
      const dialog = await screen.findByRole('dialog', { name: 'Manage Business Phone Numbers' });
      await user.click(await within(dialog).findByRole('button', { name: 'Add Phone Number' }));

      expect(
        within(dialog).getByText('A Pakistani mobile number: 0300 1234567 or +92 300 1234567'),
      ).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/^Phone number/), typed);
      await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));

      expect(await within(dialog).findByText(/0300 1234567/)).toBeInTheDocument();
      expect(bodyOf(fetchMock, '/send-otp')).toMatchObject({ phoneNumber: '+923001234567' });
    },
  );

  it("should refuse a landline with the spec's message: SMS needs a mobile", async () => {
    const fetchMock = stubFetch({
      '/api/phone/get-verified': () => jsonResponse({ success: true, data: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BusinessPhonesCard />, { authState: authStates.owner });
    await user.click(screen.getByRole('button', { name: 'Manage Business Phone Numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Business Phone Numbers' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add Phone Number' }));
    await user.type(within(dialog).getByLabelText(/^Phone number/), '042-35761234');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(
      within(dialog).getByText(
        'Please enter a valid 11-digit Pakistani phone number (03XXXXXXXXX)',
      ),
    ).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/send-otp'))).toBe(false);
  });
});
