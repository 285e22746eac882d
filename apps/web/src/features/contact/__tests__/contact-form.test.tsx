import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchedBody,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { ContactForm } from '../components/contact-form';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Ali Raza');
  await user.type(screen.getByLabelText(/^Email/), 'ali@example.pk');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Bug Report');
  await user.type(screen.getByLabelText(/^Subject/), 'Search page issue');
  await user.type(
    screen.getByLabelText(/^Message/),
    'The next page button does nothing on my phone.',
  );
}

describe('ContactForm', () => {
  it('should check each field as it changes, with the spec messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await user.type(await screen.findByLabelText(/^Name/), 'A');
    expect(screen.getByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^Name/), 'li');
    expect(screen.queryByText('Name must be at least 2 characters long')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Subject/), 'Hi');
    expect(screen.getByText('Subject must be at least 5 characters long')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Message/), 'Too short');
    expect(screen.getByText('Message must be at least 10 characters long')).toBeInTheDocument();
  });

  it('should show every message on submit and not call the server', async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await user.click(await screen.findByRole('button', { name: 'Send Message' }));

    expect(screen.getByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please select a category')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters long')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters long')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("should send the message, show the server's reply and clear the form", async () => {
    let resolveResponse: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch({
      '/api/contact/submit': () => new Promise<Response>((resolve) => (resolveResponse = resolve)),
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await screen.findByLabelText(/^Name/);
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending Message...' })).toBeDisabled();

    resolveResponse(
      jsonResponse({
        success: true,
        data: { messageId: 'm1', message: 'Thanks, we will reply within 24-48 hours.' },
      }),
    );

    expect(
      await screen.findByText('Thanks, we will reply within 24-48 hours.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(fetchedBody(fetchMock)).toEqual({
      name: 'Ali Raza',
      email: 'ali@example.pk',
      category: 'Bug Report',
      subject: 'Search page issue',
      message: 'The next page button does nothing on my phone.',
    });
  });

  it('should show "Failed to send message" with the server error', async () => {
    stubFetch({
      '/api/contact/submit': () =>
        jsonResponse(
          {
            success: false,
            error: 'Too many messages. Please wait a minute.',
            code: 'RATE_LIMITED',
          },
          429,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await screen.findByLabelText(/^Name/);
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByRole('heading', { name: 'Failed to send message' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Too many messages. Please wait a minute.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ali Raza');
  });

  it('should clear the success notice after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({
      '/api/contact/submit': () =>
        jsonResponse({ success: true, data: { messageId: 'm2', message: 'Message received.' } }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderWithProviders(<ContactForm />);
    await screen.findByLabelText(/^Name/);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message received.')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(5_000);
    });

    expect(screen.queryByText('Message received.')).not.toBeInTheDocument();
  });
});
