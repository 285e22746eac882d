import { SAVED_SEARCH_MESSAGES, type HostelFilters } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  fetchedBody,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { SaveSearchButton } from '../components/save-search-button';
import { savedSearchesText } from '../i18n';
import { buildSavedSearch, LAHORE } from './saved-search-factories';

/** Issue 29: "Save this search" on the browse screen and its dialog. */

beforeAll(async () => {
  await preloadUrdu(savedSearchesText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const FILTERS: HostelFilters = {
  city: LAHORE.id,
  gender_category: 'female',
  price_max: 15000,
  facilities: ['WiFi', 'Laundry'],
};

const citiesHandler = () => jsonResponse({ success: true, data: [LAHORE] });

describe('SaveSearchButton', () => {
  it('should not be offered to guests', () => {
    stubFetch({});
    renderWithProviders(<SaveSearchButton filters={FILTERS} />, {
      authState: authStates.signedOut,
    });
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it('should save the filters with a name and a frequency, and say so', async () => {
    const fetchMock = stubFetch({
      '/api/enhanced-hostels/cities': citiesHandler,
      '/api/saved-searches': () =>
        jsonResponse({ success: true, data: buildSavedSearch({ name: 'Lahore girls' }) }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<SaveSearchButton filters={FILTERS} />, { authState: authStates.student });

    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    // What is saved, in words: the city's name, gender, price and the rest counted.
    expect(await dialog.findByText('Lahore')).toBeInTheDocument();
    expect(dialog.getByText('Girls')).toBeInTheDocument();
    expect(dialog.getByText('Up to Rs 15,000')).toBeInTheDocument();
    expect(dialog.getByText('+2 more filters')).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Lahore girls');
    await user.selectOptions(
      dialog.getByRole('combobox', { name: 'Alerts' }),
      'Daily digest at 9 AM (Pakistan time)',
    );
    await user.click(dialog.getByRole('button', { name: 'Save search' }));

    expect(
      await screen.findByText('Search saved. We will tell you about new matches.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Save this search' })).not.toBeInTheDocument();
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(fetchedBody(fetchMock, index)).toEqual({
      name: 'Lahore girls',
      frequency: 'daily',
      filters: FILTERS,
    });
  });

  it('should show the name’s message under its field and send nothing', async () => {
    const fetchMock = stubFetch({ '/api/enhanced-hostels/cities': citiesHandler });
    const user = userEvent.setup();
    renderWithProviders(<SaveSearchButton filters={FILTERS} />, { authState: authStates.student });

    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    await user.click(dialog.getByRole('button', { name: 'Save search' }));

    const name = dialog.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining(SAVED_SEARCH_MESSAGES.nameRequired),
    );
    expect(name).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('should show the server’s sentence when 20 searches are already saved', async () => {
    stubFetch({
      '/api/enhanced-hostels/cities': citiesHandler,
      '/api/saved-searches': () =>
        jsonResponse(
          { success: false, error: SAVED_SEARCH_MESSAGES.tooMany, code: 'CONFLICT' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<SaveSearchButton filters={FILTERS} />, { authState: authStates.student });

    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'One more');
    await user.click(dialog.getByRole('button', { name: 'Save search' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.tooMany);
    expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('One more');
  });

  it('should show the dialog in Urdu, right to left', async () => {
    stubFetch({ '/api/enhanced-hostels/cities': citiesHandler });
    const user = userEvent.setup();
    await renderInUrdu(<SaveSearchButton filters={FILTERS} />, { authState: authStates.student });

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'یہ تلاش محفوظ کریں' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'یہ تلاش محفوظ کریں' }));
    expect(await dialog.findByText('لاہور')).toBeInTheDocument();
    expect(dialog.getByText('لڑکیوں کے لیے')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'الرٹس' })).toHaveDisplayValue(
      'فوراً (ایک منٹ کے اندر)',
    );
    await user.click(dialog.getByRole('button', { name: 'تلاش محفوظ کریں' }));
    expect(dialog.getByText('تلاش کا نام رکھیں')).toBeInTheDocument();
  });
});
