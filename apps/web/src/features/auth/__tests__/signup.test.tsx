import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyApiHandlers,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const universities = [
  { id: '00000000-0000-4000-8000-00000000a001', name: 'LUMS', city_id: null, city: 'Lahore' },
];

function stubSignupApi(register: () => Response) {
  return stubFetch({
    ...emptyApiHandlers,
    '/api/enhanced-hostels/universities': () => jsonResponse({ success: true, data: universities }),
    '/api/auth/register': register,
    // A server with Google: the generic form shows its "Sign up with Google" note (issue 40 item 9).
    '/api/auth/providers': () => jsonResponse({ success: true, data: { google: true } }),
  });
}

describe('Student sign-up', () => {
  it('should show the schema messages under each field, then follow changes', async () => {
    const fetchMock = stubSignupApi(() => jsonResponse({}, 500));
    const user = userEvent.setup();
    renderApp({ url: '/signup/student' });

    await user.click(await screen.findByRole('button', { name: 'Create Account' }));

    expect(screen.getByText('Full name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/api/auth/register'))).toBe(false);

    await user.type(screen.getByLabelText(/^Full Name/), 'Ayesha Khan');
    expect(screen.queryByText('Full name must be at least 2 characters')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password\*?$/), 'abcdefgh');
    expect(
      screen.getByText(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    ).toBeInTheDocument();

    // The schema compares the passwords once the other fields pass.
    await user.type(screen.getByLabelText(/^Email/), 'ayesha@example.pk');
    await user.type(screen.getByLabelText(/^Password\*?$/), 'A1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'different');
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it('should tick the four password rules as they are met', async () => {
    stubSignupApi(() => jsonResponse({}, 500));
    const user = userEvent.setup();
    renderApp({ url: '/signup/student' });
    const checklist = await screen.findByRole('list', { name: 'Password requirements' });
    expect(within(checklist).getAllByText('(not met)')).toHaveLength(4);

    await user.type(screen.getByLabelText(/^Password\*?$/), 'abc');
    expect(within(checklist).getByText('One lowercase letter').textContent).toContain('(met)');
    expect(within(checklist).getAllByText('(not met)')).toHaveLength(3);

    await user.type(screen.getByLabelText(/^Password\*?$/), 'DEF123');
    expect(within(checklist).getAllByText('(met)')).toHaveLength(4);
  });

  it('should register and go to the login notice after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubSignupApi(() =>
      jsonResponse(
        {
          success: true,
          data: {
            id: '00000000-0000-4000-8000-00000000b001',
            email: 'ayesha@example.pk',
            full_name: 'Ayesha Khan',
            role: 'student',
          },
        },
        201,
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { router } = renderApp({ url: '/signup/student' });

    await user.type(await screen.findByLabelText(/^Full Name/), 'Ayesha Khan');
    await user.type(screen.getByLabelText(/^Email/), 'Ayesha@Example.pk');
    await user.type(screen.getByLabelText(/^Password\*?$/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret123');
    await screen.findByRole('option', { name: 'LUMS' });
    await user.selectOptions(screen.getByLabelText('University'), 'LUMS');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    const registerIndex = fetchedUrls(fetchMock).findIndex((url) =>
      url.endsWith('/api/auth/register'),
    );
    expect(fetchedBody(fetchMock, registerIndex)).toMatchObject({
      fullName: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      role: 'student',
      university: 'LUMS',
      gender: 'female',
      agreeToTerms: true,
    });

    act(() => {
      vi.advanceTimersByTime(1_900);
    });
    expect(router.state.location.pathname).toBe('/signup/student');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      '?message=verification_sent&email=ayesha%40example.pk',
    );
  });

  it("should show the server's validation details joined with commas", async () => {
    stubSignupApi(() =>
      jsonResponse(
        {
          success: false,
          error: 'Validation error occurred',
          code: 'VALIDATION_ERROR',
          details: [
            { field: 'email', message: 'Please enter a valid email address' },
            { field: 'fullName', message: 'Full name must be at least 2 characters' },
          ],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderApp({ url: '/signup/student' });
    await user.type(await screen.findByLabelText(/^Full Name/), 'Ayesha Khan');
    await user.type(screen.getByLabelText(/^Email/), 'ayesha@example.pk');
    await user.type(screen.getByLabelText(/^Password\*?$/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText(
        'Please enter a valid email address, Full name must be at least 2 characters',
      ),
    ).toBeInTheDocument();
  });
});

describe('Generic sign-up', () => {
  it("should refuse the admin role with 'Invalid role selected'", async () => {
    stubSignupApi(() => jsonResponse({}, 500));
    const user = userEvent.setup();
    renderApp({ url: '/signup/legacy' });
    await user.selectOptions(await screen.findByLabelText(/^Account Type/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Invalid role selected')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));
    expect(
      screen.getByText('Google signup is not yet implemented on the generic form.'),
    ).toBeInTheDocument();
  });
});
