import * as filterSchemas from '@hostelhub/shared/schemas/hostel-filters';
import type { HostelFilters, InterpretedFilters, PlaceChoice } from '@hostelhub/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { SearchReading } from '../components/search-reading';
import {
  parseBrowseParams,
  toBrowseSearchParams,
  withFilterChange,
} from '../hooks/use-browse-params';

// Issue 42 item 4: what the server read the search's words as shows as chips; removing one
// writes the other read filters to the URL as explicit ones and the chip's word leaves the
// search (spec decision 12). Item 2: a short name of several campuses offers them.

const read: InterpretedFilters = {
  gender_category: 'female',
  town: 'Gulberg',
  price_max: 12000,
  facilities: ['Air Conditioning'],
  search: 'Shaheen',
};
const typed = 'Shaheen girls hostel gulberg with ac under 12000';

describe('search reading chips (issue 42 item 4)', () => {
  it('shows each read filter as a removable chip', async () => {
    renderWithProviders(
      <SearchReading
        interpreted={read}
        placeChoices={undefined}
        near={undefined}
        filters={{ search: typed }}
        onChange={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Remove Girls' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Gulberg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Up to Rs 12,000' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Air Conditioning' })).toBeInTheDocument();
  });

  it('removing a chip writes the other read filters to the URL and keeps the left-over words', async () => {
    const onChange = vi.fn<(change: Partial<HostelFilters>) => void>();
    const filters: HostelFilters = { search: typed, mess_available: true };
    renderWithProviders(
      <SearchReading
        interpreted={read}
        placeChoices={undefined}
        near={undefined}
        filters={filters}
        onChange={onChange}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Girls' }));
    const change = onChange.mock.calls[0]?.[0] ?? {};
    expect(change).toEqual({
      search: 'Shaheen',
      town: 'Gulberg',
      price_max: 12000,
      facilities: ['Air Conditioning'],
    });
    const before = parseBrowseParams(
      new URLSearchParams(`search=${encodeURIComponent(typed)}&mess_available=true`),
      filterSchemas,
    );
    const url = toBrowseSearchParams(withFilterChange(before, change));
    expect(url.get('search')).toBe('Shaheen');
    expect(url.get('town')).toBe('Gulberg');
    expect(url.get('price_max')).toBe('12000');
    expect(url.getAll('facilities')).toEqual(['Air Conditioning']);
    expect(url.get('mess_available')).toBe('true');
    expect(url.has('gender_category')).toBe(false);
  });

  it('removing a facility keeps the facilities chosen before', async () => {
    const onChange = vi.fn<(change: Partial<HostelFilters>) => void>();
    renderWithProviders(
      <SearchReading
        interpreted={read}
        placeChoices={undefined}
        near={undefined}
        filters={{ search: typed, facilities: ['WiFi'] }}
        onChange={onChange}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Air Conditioning' }));
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({
      gender_category: 'female',
      facilities: ['WiFi'],
      search: 'Shaheen',
    });
  });
});

describe('campus choice (issue 42 item 2)', () => {
  const campus = (id: string, name: string, city: string): PlaceChoice => ({
    kind: 'university',
    id,
    name,
    city,
  });
  const choices = [
    campus(
      'a0000000-0000-4000-8000-000000000001',
      'FAST National University of Computer and Emerging Sciences',
      'Islamabad',
    ),
    campus(
      'a0000000-0000-4000-8000-000000000002',
      'FAST National University, Lahore Campus',
      'Lahore',
    ),
    campus(
      'a0000000-0000-4000-8000-000000000003',
      'FAST National University, Chiniot-Faisalabad Campus',
      'Chiniot',
    ),
  ];

  it('offers the campuses and lists near the one chosen, the short name leaving the search', async () => {
    const onChange = vi.fn<(change: Partial<HostelFilters>) => void>();
    renderWithProviders(
      <SearchReading
        interpreted={{ gender_category: 'female', search: 'fast' }}
        placeChoices={{ words: 'fast', choices }}
        near={undefined}
        filters={{ search: 'girls hostel near fast' }}
        onChange={onChange}
      />,
    );
    expect(await screen.findByText('fast has several campuses. Which one?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Islamabad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiniot-Faisalabad' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lahore' }));
    expect(onChange.mock.calls[0]?.[0]).toEqual({
      gender_category: 'female',
      near_university: 'a0000000-0000-4000-8000-000000000002',
      radius_km: undefined,
      search: undefined,
    });
  });
});
