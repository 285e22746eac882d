import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStates, jsonResponse, stubFetch } from '../../../testing/test-utils';
import { renderInUrdu } from '../../../testing/urdu';
import { AdminDashboard } from '../components/admin-dashboard';
import { HostelModeration } from '../components/hostel-moderation';

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

  // Issue 40 item 2: on an Urdu card "ماہانہ" stays with its price, and only the figure reads
  // left to right.
  it('should keep a hostel card price together, its figure left to right', async () => {
    const hostel = {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Gulberg Hostel',
      city: 'Lahore',
      town: 'Gulberg',
      address: '12 Main Boulevard',
      price_range: '14000',
      gender_category: 'male',
      status: 'pending',
      rejection_reason: null,
      image_url: null,
      owner: {
        id: '00000000-0000-4000-8000-0000000000b1',
        full_name: 'Bilal Ahmed',
        email: 'bilal@example.pk',
      },
      created_at: '2026-11-20T10:00:00.000Z',
    };
    stubFetch({
      '/api/admin/hostels': () =>
        jsonResponse({
          success: true,
          data: { hostels: [hostel], total: 1, page: 1, limit: 10, total_pages: 1 },
        }),
    });
    await renderInUrdu(<HostelModeration status={undefined} onOutcome={() => {}} />, {
      authState: authStates.admin,
    });

    const price = await screen.findByText('\u2066Rs 14,000\u2069 ماہانہ');
    // One unit on one line: the Urdu word is not wrapped away from the figure.
    expect(price).toHaveClass('whitespace-nowrap');
    // The English place keeps its own order beside it.
    expect(price.parentElement).toHaveTextContent('\u2068Gulberg, Lahore\u2069 ·');
  });
});
