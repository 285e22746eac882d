import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchedBody, jsonResponse, renderApp, stubFetch } from '../../../testing/test-utils';
import {
  GULBERG,
  LAHORE,
  lookupHandlers,
  ownerStates,
  prepareOwnerTests,
} from './listing-fixtures';

beforeAll(prepareOwnerTests);

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubOwnerApi() {
  return stubFetch({
    ...lookupHandlers,
    '/api/enhanced-hostels/owner/my-hostels': () => jsonResponse({ success: true, data: [] }),
  });
}

async function openDialog(button: 'Quick Add Hostel' | 'Add New Hostel') {
  renderApp({ url: '/owner', authState: ownerStates.approved });
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', {
    name: button === 'Quick Add Hostel' ? 'Quick Add Hostel' : 'Create Hostel with Rooms',
  });
}

/** Chooses Lahore and Gulberg in the location picker and confirms them. */
async function chooseLahoreGulberg(dialog: HTMLElement) {
  await userEvent.click(
    await within(within(dialog).getByRole('list', { name: 'City matches' })).findByRole('button', {
      name: /^Lahore/,
    }),
  );
  await userEvent.click(
    await within(await within(dialog).findByRole('list', { name: 'Town/Area matches' })).findByRole(
      'button',
      { name: GULBERG.name },
    ),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Location Selection' }));
}

async function fillBasics(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(/^Hostel name/), 'Iqbal Boys Hostel');
  await userEvent.type(
    within(dialog).getByLabelText(/^Description/),
    'Clean rooms five minutes from the campus gate.',
  );
  await userEvent.type(within(dialog).getByLabelText(/^Address/), 'House 12, Street 4');
  // The primary verified number is chosen already; the owner picks the office one.
  await userEvent.selectOptions(within(dialog).getByLabelText(/^Contact phone/), '+923331234567');
  await userEvent.selectOptions(within(dialog).getByLabelText(/^Gender category/), 'male');
  await userEvent.type(within(dialog).getByLabelText(/^Price range/), '8000 - 12000');
}

describe('the single-page hostel form (Quick Add Hostel)', () => {
  it("should show the spec's messages under the fields and ask for the location", async () => {
    // No verified numbers yet: the contact phone stays empty and the form says where to go.
    stubFetch({
      ...lookupHandlers,
      '/api/phone/get-verified': () => jsonResponse({ success: true, data: [] }),
      '/api/enhanced-hostels/owner/my-hostels': () => jsonResponse({ success: true, data: [] }),
    });
    const dialog = await openDialog('Quick Add Hostel');
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Too short');
    await userEvent.type(within(dialog).getByLabelText(/^Price range/), '8000 to 12000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Hostel' }));

    for (const message of [
      'Hostel name is required',
      'Description must be at least 10 characters',
      'Address is required',
      'Price range must be in format "min - max" (e.g., "5000 - 15000")',
      'Contact phone is required',
      'Please select a location using the location picker above.',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(
      within(dialog).getByText('City is required when location type is City/Town'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Manage Business Phone Numbers' }),
    ).toHaveAttribute('href', '/owner/profile');
  });

  it('should need a monthly price when mess is on, and reset the mess when it is switched off', async () => {
    stubOwnerApi();
    const dialog = await openDialog('Quick Add Hostel');
    await userEvent.click(within(dialog).getByLabelText('Mess Facility Available'));
    await userEvent.clear(within(dialog).getByLabelText('Breakfast'));
    await userEvent.type(within(dialog).getByLabelText('Breakfast'), '8:00 AM');
    await userEvent.type(within(dialog).getByLabelText('Monday breakfast'), 'Paratha');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Hostel' }));
    expect(
      within(dialog).getByText('Monthly price is required when mess facility is available'),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText('Mess Facility Available'));
    expect(within(dialog).queryByLabelText('Monday breakfast')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Mess Facility Available'));
    expect(within(dialog).getByLabelText('Monday breakfast')).toHaveValue('');
    expect(within(dialog).getByLabelText('Breakfast')).toHaveValue('7:30 AM - 9:30 AM');
    expect(
      within(dialog).queryByText('Monthly price is required when mess facility is available'),
    ).not.toBeInTheDocument();
  });

  it('should send the hostel and show the server reason when saving fails', async () => {
    const fetchMock = stubFetch({
      ...lookupHandlers,
      '/api/enhanced-hostels/owner/my-hostels': () => jsonResponse({ success: true, data: [] }),
      '/api/enhanced-hostels': () =>
        jsonResponse(
          {
            success: false,
            error: 'Your owner account is awaiting approval',
            code: 'FORBIDDEN',
          },
          403,
        ),
    });
    const dialog = await openDialog('Quick Add Hostel');
    await fillBasics(dialog);
    await chooseLahoreGulberg(dialog);
    await userEvent.click(within(dialog).getByLabelText('WiFi'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Hostel' }));

    expect(
      await within(dialog).findByText(
        'Failed to save hostel: Your owner account is awaiting approval',
      ),
    ).toBeInTheDocument();
    const postIndex = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(fetchedBody(fetchMock, postIndex)).toMatchObject({
      name: 'Iqbal Boys Hostel',
      location_type: 'city',
      city_id: LAHORE.id,
      town_id: GULBERG.id,
      price_range: '8000 - 12000',
      gender_category: 'male',
      contact_phone: '+923331234567',
      facilities: ['WiFi'],
      mess_available: false,
      latitude: null,
    });
  });
});

describe('the hostel wizard (Add New Hostel)', () => {
  it('should keep step 1 until a city and a town are chosen', async () => {
    stubOwnerApi();
    const dialog = await openDialog('Add New Hostel');
    await fillBasics(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next: Add Rooms' }));
    expect(
      within(dialog).getByText('Please select both city and town from the location picker.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Hostel Details',
    );
  });

  it('should hold rooms with the wizard rule, go back, and want map coordinates before submitting', async () => {
    const fetchMock = stubOwnerApi();
    const dialog = await openDialog('Add New Hostel');
    await fillBasics(dialog);
    // The town list waits for a city.
    expect(within(dialog).getByLabelText('Town/Area')).toBeDisabled();
    await chooseLahoreGulberg(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next: Add Rooms' }));

    // Step 2: decision 13, a title and a monthly price.
    await within(dialog).findByRole('heading', { name: 'Add a Room' });
    await userEvent.type(within(dialog).getByLabelText(/^Room title/), 'Corner Room');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Room' }));
    expect(
      within(dialog).getByText('Room title and monthly price are required'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Price per month/), '12000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Room' }));
    const rooms = within(dialog).getByRole('list', { name: 'Rooms to create' });
    expect(within(rooms).getByRole('heading', { name: 'Corner Room' })).toBeInTheDocument();

    // Back keeps what step 1 had.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText(/^Hostel name/)).toHaveValue('Iqbal Boys Hostel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next: Add Rooms' }));
    expect(
      within(within(dialog).getByRole('list', { name: 'Rooms to create' })).getByRole('heading', {
        name: 'Corner Room',
      }),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next: Review' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Hostel' }));
    expect(
      within(dialog).getByText(
        'Please select a location on the map and click "Confirm Location & Save Coordinates" to save the coordinates.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
