import type { City, Facility, Town } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { libText, loadNamespace } from '../../../lib/i18n';
import { buildHostelSummary } from '../../../testing/factories';
import { jsonResponse, stubFetch } from '../../../testing/test-utils';
import { renderInUrdu } from '../../../testing/urdu';
import { FilterPanel } from '../components/filter-panel';
import { HostelCard } from '../components/hostel-card';
import { hostelSearchText } from '../i18n';

// The Urdu catalogues load first, so the words around the names are Urdu from the start.
beforeAll(async () => {
  await Promise.all([loadNamespace(hostelSearchText, 'ur'), loadNamespace(libText, 'ur')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const LAHORE: City = {
  id: 'c3000000-0000-4000-8000-000000000001',
  name: 'Lahore',
  name_ur: 'لاہور',
  slug: 'lahore',
  province: 'Punjab',
};
const town = (id: string, name: string, name_ur: string | null): Town => ({
  id,
  name,
  name_ur,
  city_id: LAHORE.id,
  status: 'confirmed',
});
const JOHAR_TOWN = town('d3000000-0000-4000-8000-000000000001', 'Johar Town', 'جوہر ٹاؤن');
// An area an owner typed: no Urdu name, so its own name shows in Urdu too.
const NEW_AREA = town('d3000000-0000-4000-8000-000000000002', 'Canal Park', null);
const facility = (index: number, name: string, name_ur: string): Facility => ({
  id: `f3000000-0000-4000-8000-00000000000${index}`,
  name,
  name_ur,
  icon: 'wifi',
  description: name,
});

describe('reference names in Urdu (issue 24)', () => {
  it("should show a card's town, city and facilities by their Urdu names", async () => {
    const hostel = buildHostelSummary({
      name: 'Canal View Hostel',
      mess_available: false,
      // 'AC' is an old name of Air Conditioning; 'Rooftop' is none the app knows.
      facilities: ['WiFi', 'AC', 'Rooftop'],
    });
    await renderInUrdu(<HostelCard hostel={hostel} />);

    expect(await screen.findByText('جوہر ٹاؤن، لاہور')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'نمایاں خصوصیات' });
    expect(within(tags).getByText('وائی فائی')).toBeInTheDocument();
    expect(within(tags).getByText('ایئر کنڈیشننگ')).toBeInTheDocument();
    expect(within(tags).getByText('Rooftop')).toBeInTheDocument();
    expect(screen.queryByText(/Lahore|Johar Town|WiFi/)).not.toBeInTheDocument();
  });

  it('should fall back to the typed name of an area that has no Urdu name', async () => {
    const hostel = buildHostelSummary({
      towns: { id: NEW_AREA.id, name: NEW_AREA.name, name_ur: null },
    });
    await renderInUrdu(<HostelCard hostel={hostel} />);
    expect(await screen.findByText('Canal Park، لاہور')).toBeInTheDocument();
  });

  it('should label the filter lists in Urdu but keep ids and English names as values', async () => {
    stubFetch({
      '/api/enhanced-hostels/cities': () => jsonResponse({ success: true, data: [LAHORE] }),
      '/api/enhanced-hostels/towns': () =>
        jsonResponse({ success: true, data: [JOHAR_TOWN, NEW_AREA] }),
      '/api/enhanced-hostels/universities': () =>
        jsonResponse({
          success: true,
          data: [
            {
              id: 'e3000000-0000-4000-8000-000000000001',
              name: 'University of the Punjab',
              name_ur: 'جامعہ پنجاب',
              city_id: LAHORE.id,
              city: 'Lahore',
            },
          ],
        }),
      '/api/enhanced-hostels/facilities': () =>
        jsonResponse({
          success: true,
          data: [facility(1, 'WiFi', 'وائی فائی'), facility(2, 'Security', 'سیکیورٹی')],
        }),
      '/api/enhanced-hostels/room-types': () => jsonResponse({ success: true, data: [] }),
    });
    const onChange = vi.fn();
    // A chosen facility opens the advanced filters, where the town and facilities are.
    await renderInUrdu(
      <FilterPanel
        filters={{ city: LAHORE.id, facilities: ['Security'] }}
        favoritesOnly={false}
        onChange={onChange}
        onClearAll={() => {}}
      />,
    );

    expect(await screen.findByRole('option', { name: 'لاہور' })).toHaveValue(LAHORE.id);
    expect(await screen.findByRole('option', { name: 'جامعہ پنجاب' })).toHaveValue(
      'e3000000-0000-4000-8000-000000000001',
    );
    expect(await screen.findByRole('option', { name: 'جوہر ٹاؤن' })).toHaveValue(JOHAR_TOWN.id);
    expect(screen.getByRole('option', { name: 'Canal Park' })).toHaveValue(NEW_AREA.id);

    await userEvent.click(await screen.findByRole('checkbox', { name: 'وائی فائی' }));
    expect(onChange).toHaveBeenLastCalledWith({ facilities: ['Security', 'WiFi'] });
    expect(screen.getByRole('checkbox', { name: 'سیکیورٹی' })).toBeChecked();
  });
});
