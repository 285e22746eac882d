import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStates, jsonResponse, stubFetch } from '../../../testing/test-utils';
import { renderInUrdu } from '../../../testing/urdu';
import { AdminDashboard } from '../components/admin-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin dashboard in Urdu (issue 24)', () => {
  it('should show its title, section menu and overview in Urdu', async () => {
    stubFetch({
      '/api/admin/overview': () =>
        jsonResponse({
          success: true,
          data: {
            total_users: 7,
            total_hostels: 3,
            pending_hostels: 2,
            approved_hostels: 1,
            pending_owners: 0,
          },
        }),
      '/api/admin/audit': () => jsonResponse({ success: true, data: [] }),
    });
    // The Urdu catalogues load on first use: the render waits for them.
    await renderInUrdu(<AdminDashboard />, { authState: authStates.admin });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ایڈمن ڈیش بورڈ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'ایڈمن سیکشنز' })).toBeInTheDocument();
    expect(await screen.findByText('کل صارفین')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 ہاسٹلز منظوری کے منتظر' })).toBeInTheDocument();
    expect(await screen.findByText('ابھی تک ایڈمنسٹریٹر کا کوئی اقدام نہیں۔')).toBeInTheDocument();
  });
});
