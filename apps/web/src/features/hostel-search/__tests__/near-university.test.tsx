import * as filterSchemas from '@hostelhub/shared/schemas/hostel-filters';
import { countActiveFilters, effectiveFilters, type NearAnswer } from '@hostelhub/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHostelSummary } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { HostelList } from '../components/hostel-list';
import { NearNotice } from '../components/near-notice';
import { parseBrowseParams, withFilterChange } from '../hooks/use-browse-params';

// Issue 42: near a university means distance from its campus. The browse's university choice
// writes `near_university`, the radius is a URL filter, cards say how far they are from the
// campus, and the widening sentence stands above the results.

const LUMS = 'e1000000-0000-4000-8000-000000000042';
const near: NearAnswer = {
  near_university: {
    id: LUMS,
    slug: 'lahore-university-of-management-sciences',
    name: 'Lahore University of Management Sciences',
    name_ur: 'لاہور یونیورسٹی آف مینجمنٹ سائنسز',
    short_name: 'LUMS',
    city: 'Lahore',
    city_ur: 'لاہور',
  },
  radius_km: 10,
  widened_from_km: 5,
  widened_from_count: 0,
};

describe('browse near a university (issue 42)', () => {
  it('should read near_university and radius_km from the URL, nearest first by default', () => {
    const state = parseBrowseParams(
      new URLSearchParams(`near_university=${LUMS}&radius_km=10`),
      filterSchemas,
    );
    expect(state.filters).toEqual({ near_university: LUMS, radius_km: 10 });
    expect(state.sort).toBe('distance');
    // A radius that is not offered is dropped, the university kept.
    const odd = parseBrowseParams(
      new URLSearchParams(`near_university=${LUMS}&radius_km=3`),
      filterSchemas,
    );
    expect(odd.filters).toEqual({ near_university: LUMS });
  });

  it('should count the university choice as one filter, dropped with the radius for favourites', () => {
    expect(countActiveFilters({ near_university: LUMS, radius_km: 10 })).toEqual({
      basic: 1,
      advanced: 0,
      total: 1,
    });
    expect(effectiveFilters({ near_university: LUMS, radius_km: 10 }, true)).toEqual({});
  });

  it('should sort nearest first when a university is chosen, and newest again when cleared', () => {
    const start = parseBrowseParams(new URLSearchParams(''), filterSchemas);
    const chosen = withFilterChange(start, { near_university: LUMS });
    expect(chosen.sort).toBe('distance');
    expect(withFilterChange(chosen, { near_university: undefined }).sort).toBe('newest');
  });

  it('should say how far each card is from the campus and link with ?near=', async () => {
    const hostel = buildHostelSummary({ name: 'Canal View Hostel', distance_km: 1.234 });
    renderWithProviders(
      <HostelList hostels={[hostel]} hostelHref={(id) => `/hostels/${id}`} near={near} />,
    );
    expect(await screen.findByText('1.2 km from LUMS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Canal View Hostel' })).toHaveAttribute(
      'href',
      `/hostels/${hostel.id}?near=lahore-university-of-management-sciences`,
    );
  });

  it('should say when the list widened', async () => {
    renderWithProviders(<NearNotice near={near} />);
    expect(
      await screen.findByText('No hostel within 5 km; showing hostels within 10 km'),
    ).toBeInTheDocument();
  });

  it('should count the few hostels inside when some were', async () => {
    renderWithProviders(<NearNotice near={{ ...near, widened_from_count: 2 }} />);
    expect(
      await screen.findByText('Only 2 hostels within 5 km; showing hostels within 10 km'),
    ).toBeInTheDocument();
  });

  it('should say nothing when the list did not widen', () => {
    const { container } = renderWithProviders(
      <NearNotice near={{ ...near, radius_km: 5, widened_from_km: null }} />,
    );
    expect(container.textContent).toBe('');
  });
});
