import { describe, expect, it } from 'vitest';
import { buildHostelSummary } from '../../../testing/factories';
import { withFavorite } from '../api/set-favorite';

describe('withFavorite', () => {
  const saved = buildHostelSummary({ name: 'Saved' });
  const other = buildHostelSummary({ name: 'Other' });
  const current = { favorites: [saved], hostel_ids: [saved.id] };

  it('should add a hostel at the front, with its card when given', () => {
    expect(withFavorite(current, other.id, true, other)).toEqual({
      favorites: [other, saved],
      hostel_ids: [other.id, saved.id],
    });
    expect(withFavorite(current, other.id, true)).toEqual({
      favorites: [saved],
      hostel_ids: [other.id, saved.id],
    });
  });

  it('should remove a hostel, and not add it twice', () => {
    expect(withFavorite(current, saved.id, false)).toEqual({ favorites: [], hostel_ids: [] });
    expect(withFavorite(current, saved.id, true, saved)).toEqual(current);
  });

  it('should start from an empty list when none is cached', () => {
    expect(withFavorite(undefined, other.id, true, other)).toEqual({
      favorites: [other],
      hostel_ids: [other.id],
    });
  });
});
