import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { HostelDialog } from '../components/hostel-dialog';
import { buildHostelDetail, ownerStates } from './listing-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOSTEL_ID = 'a6000000-0000-4000-8000-000000000001';

// Issue 22 item 6: the mess photo was uploaded but never shown on the owner's mess card.
describe("the owner's Mess Information card", () => {
  it('should show the uploaded mess photo, named and lazy loaded', async () => {
    const hostel = buildHostelDetail({ id: HOSTEL_ID, name: 'Canal View Hostel' });
    const mess = {
      id: 'a6000000-0000-4000-8000-000000000002',
      hostel_id: HOSTEL_ID,
      mess_available: true,
      is_compulsory: false,
      monthly_price: 6000,
      mess_description: null,
      meal_timings: { breakfast: '7-9', lunch: '1-3', dinner: '8-10' },
      weekly_meals: {},
      image_url: '/uploads/images/canal-mess.webp',
    };
    stubFetch({
      [`/api/enhanced-hostels/${HOSTEL_ID}`]: () =>
        jsonResponse({
          success: true,
          data: { ...hostel, mess_info: mess, hostel_mess_info: [mess] },
        }),
    });
    renderWithProviders(
      <HostelDialog
        state={{ mode: 'view', hostelId: HOSTEL_ID }}
        onStateChange={vi.fn()}
        renderRooms={() => null}
        renderWizardRooms={() => null}
        onCreated={vi.fn()}
      />,
      { authState: ownerStates.approved },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mess Details' }));
    expect(screen.getByRole('heading', { name: 'Mess Information' })).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Mess of Canal View Hostel' });
    expect(photo).toHaveAttribute('src', '/uploads/images/canal-mess.webp');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });
});
