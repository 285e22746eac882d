import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
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
  await preloadUrdu();
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
    await renderInUrdu(<OwnerDashboard renderRooms={() => null} renderWizardRooms={() => null} />, {
      authState: ownerStates.approved,
    });

    const grid = await screen.findByRole('list', { name: 'آپ کے ہاسٹل' });
    expect(within(grid).getByRole('heading', { name: 'Canal View Hostel' })).toBeInTheDocument();
    expect(within(grid).getByText('2 کمرے')).toBeInTheDocument();
    // The town and city by their Urdu names (issue 24).
    expect(within(grid).getByText('جوہر ٹاؤن، لاہور')).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: '\u2068Canal View Hostel\u2069 میں ترمیم کریں' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^زیرِ جائزہ/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'نیا ہاسٹل شامل کریں' }));
    const dialog = await screen.findByRole('dialog', { name: 'کمروں کے ساتھ ہاسٹل بنائیں' });
    expect(
      await within(dialog).findByRole('button', { name: 'اگلا: کمرے شامل کریں' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('بنیادی معلومات')).toBeInTheDocument();
    // The facilities offered by their Urdu names.
    expect(await within(dialog).findByRole('checkbox', { name: 'وائی فائی' })).toBeInTheDocument();
  });
});
