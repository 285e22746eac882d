import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { OwnerDashboard } from '../components/owner-dashboard';
import {
  buildOwnerHostel,
  lookupHandlers,
  ownerStates,
  prepareOwnerTests,
} from './listing-fixtures';

beforeAll(async () => {
  await prepareOwnerTests();
  // The Urdu of the shared texts loads on first use: ready before the first paint.
  await import('../../../lib/i18n/server-text-ur');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Issue 24: the owner's dashboard and the wizard in Urdu.
describe('/owner "My Hostels" in Urdu', () => {
  it('should show the dashboard and the wizard in Urdu', async () => {
    stubFetch({
      ...lookupHandlers,
      '/api/enhanced-hostels/owner/my-hostels': () =>
        jsonResponse({
          success: true,
          data: [buildOwnerHostel({ name: 'Canal View Hostel', status: 'pending', room_count: 2 })],
        }),
    });
    // The Urdu catalogues load on first use (the components wait for them): an awaited act
    // lets React show them once they are in.
    await act(async () => {
      renderWithProviders(
        <OwnerDashboard renderRooms={() => null} renderWizardRooms={() => null} />,
        { authState: ownerStates.approved, language: 'ur' },
      );
      await Promise.resolve();
    });

    const grid = await screen.findByRole('list', { name: 'آپ کے ہاسٹل' });
    expect(within(grid).getByRole('heading', { name: 'Canal View Hostel' })).toBeInTheDocument();
    expect(within(grid).getByText('2 کمرے')).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: 'Canal View Hostel میں ترمیم کریں' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^زیرِ جائزہ/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'نیا ہاسٹل شامل کریں' }));
    const dialog = await screen.findByRole('dialog', { name: 'کمروں کے ساتھ ہاسٹل بنائیں' });
    expect(
      await within(dialog).findByRole('button', { name: 'اگلا: کمرے شامل کریں' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('بنیادی معلومات')).toBeInTheDocument();
  });
});
