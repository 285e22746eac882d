import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHostelDetail } from '../../../testing/hostel-detail-factories';
import { stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { HostelDetailsView } from '../components/hostel-details-view';
import { LocationPicker } from '../components/location-picker/location-picker';
import {
  EMPTY_LOCATION,
  type LocationSelection,
} from '../components/location-picker/location-selection';
import { listingsText } from '../i18n';
import { LAHORE, lookupHandlers, prepareOwnerTests } from './listing-fixtures';

beforeAll(async () => {
  await prepareOwnerTests();
  await preloadUrdu(listingsText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Issue 24: the owner sees cities, areas, universities and facilities by their Urdu names.
describe("the owner's place names in Urdu", () => {
  it("should show a hostel's town, city, university and facilities in Urdu", async () => {
    const hostel = buildHostelDetail({
      location_type: 'university',
      universities: {
        id: 'e5000000-0000-4000-8000-000000000001',
        name: 'University of the Punjab',
        name_ur: 'جامعہ پنجاب',
      },
      facilities: ['WiFi', 'Security', 'Rooftop'],
    });
    await renderInUrdu(<HostelDetailsView hostel={hostel} />);

    expect(await screen.findByText('جوہر ٹاؤن، لاہور')).toBeInTheDocument();
    expect(screen.getByText('جامعہ پنجاب')).toBeInTheDocument();
    // A facility the app does not know keeps its own name.
    expect(screen.getByText('وائی فائی، سیکیورٹی، Rooftop')).toBeInTheDocument();
  });

  it('should show the chosen city in Urdu and an area without an Urdu name as typed', async () => {
    stubFetch(lookupHandlers);
    const value: LocationSelection = {
      ...EMPTY_LOCATION,
      city_id: LAHORE.id,
      city_name: 'Lahore',
      city_name_ur: 'لاہور',
      town_id: 'd5000000-0000-4000-8000-000000000001',
      town_name: 'Satellite Town Block C',
      town_name_ur: null,
    };
    await renderInUrdu(<LocationPicker value={value} onConfirm={() => {}} />);

    const summary = await screen.findByRole('region', { name: 'منتخب مقام' });
    expect(within(summary).getByText('لاہور')).toBeInTheDocument();
    expect(within(summary).getByText('Satellite Town Block C')).toBeInTheDocument();
    expect(within(summary).queryByText('Lahore')).not.toBeInTheDocument();

    // The choosers show the same names; a new search lists the matches in Urdu.
    const changeCity = screen.getByRole('button', { name: 'شہر تبدیل کریں' });
    expect(changeCity.parentElement).toHaveTextContent('لاہور');
    await userEvent.click(changeCity);
    await userEvent.type(screen.getByLabelText('شہر'), 'lah');
    expect(await screen.findByRole('button', { name: /^لاہور/ })).toBeInTheDocument();
  });
});
