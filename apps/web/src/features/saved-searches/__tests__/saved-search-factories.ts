import { CitySchema, SavedSearchSchema, type City, type SavedSearch } from '@hostelhub/shared';
import { fixture } from '../../../testing/factories';

/** Lahore as GET /api/enhanced-hostels/cities sends it. */
export const LAHORE: City = fixture('city', CitySchema, {
  id: '00000000-0000-4000-8000-00000000c001',
  name: 'Lahore',
  name_ur: 'لاہور',
  slug: 'lahore',
  province: 'Punjab',
});

let sequence = 0;

/** A saved search as GET /api/saved-searches sends it (issue 29). */
export function buildSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  sequence += 1;
  const now = new Date().toISOString();
  return fixture('saved search', SavedSearchSchema, {
    id: `00000000-0000-4000-8000-0000000005${String(sequence).padStart(2, '0')}`,
    name: `Search ${sequence}`,
    filters: { city: LAHORE.id, gender_category: 'female', price_max: 15000 },
    frequency: 'instant',
    paused: false,
    alert_count: 0,
    created_at: now,
    updated_at: now,
    ...overrides,
  });
}
