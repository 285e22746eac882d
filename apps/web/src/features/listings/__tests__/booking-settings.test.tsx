import { BOOKING_MESSAGES, type HostelDetail } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { HostelDialog } from '../components/hostel-dialog';
import { buildHostelDetail, ownerStates } from './listing-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOSTEL_ID = 'a6000000-0000-4000-8000-000000000027';
const SETTINGS_URL = `/api/enhanced-hostels/${HOSTEL_ID}/booking-settings`;

/**
 * The hostel's detail and the settings endpoint; a PUT answers with its body, and the detail
 * answers what was saved last, as the API would.
 */
function stubHostel(hostel: HostelDetail, settingsAnswer?: () => Response) {
  let current = hostel;
  return stubFetch({
    [`/api/enhanced-hostels/${HOSTEL_ID}`]: () => jsonResponse({ success: true, data: current }),
    [SETTINGS_URL]: (_url, init) => {
      if (settingsAnswer) return settingsAnswer();
      const body = typeof init?.body === 'string' ? init.body : '{}';
      const settings = JSON.parse(body) as Partial<HostelDetail>;
      current = { ...current, ...settings };
      return jsonResponse({ success: true, data: settings });
    },
  });
}

function renderDialog() {
  return renderWithProviders(
    <HostelDialog
      state={{ mode: 'view', hostelId: HOSTEL_ID }}
      onStateChange={vi.fn()}
      renderRooms={() => null}
      renderWizardRooms={() => null}
      onCreated={vi.fn()}
    />,
    { authState: ownerStates.approved },
  );
}

async function openVisits(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Visits & Reservations' }));
  expect(screen.getByRole('heading', { name: 'Visits & Reservations' })).toBeInTheDocument();
}

async function setTime(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, time: string) {
  await user.clear(input);
  await user.type(input, time);
}

const settingsCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchedUrls(fetchMock)
    .map((url, index) => ({ url, method: fetchMock.mock.calls[index]?.[1]?.method, index }))
    .filter((call) => call.url.endsWith('/booking-settings'));

describe('Visits & Reservations (issue 27)', () => {
  it("should show the hostel's hours and deposit, then PUT the edited windows and deposit", async () => {
    const user = userEvent.setup();
    const fetchMock = stubHostel(
      buildHostelDetail({
        id: HOSTEL_ID,
        visiting_hours: [{ day: 'monday', from: '10:00', to: '13:00' }],
        deposit_text: null,
      }),
    );
    renderDialog();

    // The details view states the current settings.
    const hours = (await screen.findByText('Visiting hours (Pakistan time)')).parentElement!;
    expect(within(hours).getByText('Monday')).toBeInTheDocument();
    expect(within(hours).getByText('10:00–13:00')).toBeInTheDocument();
    expect(screen.getByText('Deposit').nextElementSibling).toHaveTextContent('Not set');

    await openVisits(user);
    expect(screen.getByText(/^Pakistan time \(PKT\)/)).toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'Visiting window 1' });
    expect(within(first).getByLabelText('Day')).toHaveValue('monday');
    expect(within(first).getByLabelText('From')).toHaveValue('10:00');

    // A second window on the same day: the new row takes the focus.
    await user.click(screen.getByRole('button', { name: 'Add a window' }));
    const second = screen.getByRole('group', { name: 'Visiting window 2' });
    expect(within(second).getByLabelText('Day')).toHaveFocus();
    await user.selectOptions(within(second).getByLabelText('Day'), 'monday');
    await setTime(user, within(second).getByLabelText('From'), '16:00');
    await setTime(user, within(second).getByLabelText('To'), '18:30');
    // A third one, removed again: focus goes back to Add.
    await user.click(screen.getByRole('button', { name: 'Add a window' }));
    await user.click(screen.getByRole('button', { name: 'Remove window 3' }));
    expect(screen.queryByRole('group', { name: 'Visiting window 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a window' })).toHaveFocus();

    await user.type(
      screen.getByLabelText('Deposit you ask for'),
      '  One month of rent, paid at the hostel  ',
    );
    await user.click(screen.getByRole('button', { name: 'Save Visits & Reservations' }));

    await waitFor(() => expect(settingsCalls(fetchMock)).toHaveLength(1));
    const [call] = settingsCalls(fetchMock);
    expect(call?.method).toBe('PUT');
    expect(fetchedBody(fetchMock, call?.index)).toEqual({
      visiting_hours: [
        { day: 'monday', from: '10:00', to: '13:00' },
        { day: 'monday', from: '16:00', to: '18:30' },
      ],
      deposit_text: 'One month of rent, paid at the hostel',
    });
    expect(await screen.findByText('Visiting hours and deposit saved')).toBeInTheDocument();

    // Back on the details, which show the saved settings.
    const saved = (await screen.findByText('Visiting hours (Pakistan time)')).parentElement!;
    expect(within(saved).getByText('10:00–13:00, 16:00–18:30')).toBeInTheDocument();
    expect(screen.getByText('One month of rent, paid at the hostel')).toBeInTheDocument();
  });

  it('should refuse a window that ends before it starts, under its end, and send nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubHostel(buildHostelDetail({ id: HOSTEL_ID }));
    renderDialog();
    expect(
      await screen.findByText('Not set: students cannot ask to visit yet'),
    ).toBeInTheDocument();

    await openVisits(user);
    expect(
      screen.getByText(
        'No visiting hours yet: students cannot ask to visit until you add a window.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a window' }));
    const row = screen.getByRole('group', { name: 'Visiting window 1' });
    await setTime(user, within(row).getByLabelText('From'), '15:00');
    await setTime(user, within(row).getByLabelText('To'), '11:00');
    await user.click(screen.getByRole('button', { name: 'Save Visits & Reservations' }));

    const end = within(row).getByLabelText('To');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(BOOKING_MESSAGES.windowInvalid);
    expect(end).toHaveFocus();
    expect(within(row).getByLabelText('From')).toHaveAttribute('aria-invalid', 'false');
    expect(settingsCalls(fetchMock)).toHaveLength(0);

    // Fixing it clears the message; the save goes out.
    await setTime(user, end, '18:00');
    expect(end).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Save Visits & Reservations' }));
    await waitFor(() => expect(settingsCalls(fetchMock)).toHaveLength(1));
    expect(fetchedBody(fetchMock, settingsCalls(fetchMock)[0]?.index)).toEqual({
      visiting_hours: [{ day: 'monday', from: '15:00', to: '18:00' }],
      deposit_text: null,
    });
  });

  it("should show the server's field message under its field when the save is refused", async () => {
    const user = userEvent.setup();
    stubHostel(buildHostelDetail({ id: HOSTEL_ID }), () =>
      jsonResponse(
        {
          success: false,
          error: 'Validation failed',
          code: 'VALIDATION_ERROR',
          details: [{ field: 'deposit_text', message: BOOKING_MESSAGES.depositLong }],
        },
        400,
      ),
    );
    renderDialog();
    await openVisits(user);
    await user.type(screen.getByLabelText('Deposit you ask for'), 'Two months');
    await user.click(screen.getByRole('button', { name: 'Save Visits & Reservations' }));
    expect(await screen.findByLabelText('Deposit you ask for')).toHaveAccessibleDescription(
      expect.stringContaining(BOOKING_MESSAGES.depositLong),
    );
    // The form stays open with what was typed.
    expect(screen.getByLabelText('Deposit you ask for')).toHaveValue('Two months');
  });
});

describe('Rent due day (issue 45 item 1)', () => {
  it("should show the hostel's billing day beside the visiting hours and PUT a new one", async () => {
    const user = userEvent.setup();
    const billingUrl = `/api/enhanced-hostels/${HOSTEL_ID}/billing-settings`;
    const fetchMock = stubFetch({
      [`/api/enhanced-hostels/${HOSTEL_ID}`]: () =>
        jsonResponse({ success: true, data: buildHostelDetail({ id: HOSTEL_ID }) }),
      [billingUrl]: (_url, init) =>
        jsonResponse({
          success: true,
          data:
            init?.method === 'PUT'
              ? (JSON.parse(init.body as string) as object)
              : { billing_day: 5 },
        }),
    });
    renderDialog();
    await openVisits(user);
    const day = await screen.findByLabelText('Rent is due on');
    expect(day).toHaveValue('5');
    await user.selectOptions(day, '10');
    await user.click(screen.getByRole('button', { name: 'Save due day' }));
    expect(await screen.findByText('Rent due day saved')).toBeInTheDocument();
    const index = fetchedUrls(fetchMock).findLastIndex((url) => url.endsWith('/billing-settings'));
    expect(fetchMock.mock.calls[index]?.[1]?.method).toBe('PUT');
    expect(fetchedBody(fetchMock, index)).toEqual({ billing_day: 10 });
  });
});
