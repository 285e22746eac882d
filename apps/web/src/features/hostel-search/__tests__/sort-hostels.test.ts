import { describe, expect, it } from 'vitest';
import { buildHostelSummary } from '../../../testing/factories';
import { sortHostels } from '../utils/sort-hostels';

const cheap = buildHostelSummary({
  name: 'Cheap',
  price_range: '5000-9000',
  created_at: '2026-01-01',
});
const dear = buildHostelSummary({ name: 'Dear', price_range: '20000', created_at: '2026-03-01' });
const unknown = buildHostelSummary({
  name: 'Unknown',
  price_range: null,
  created_at: '2026-02-01',
});

function names(list: { name: string }[]) {
  return list.map((hostel) => hostel.name);
}

describe('sortHostels', () => {
  it('should put the newest hostel first', () => {
    expect(names(sortHostels([cheap, dear, unknown], 'newest'))).toEqual([
      'Dear',
      'Unknown',
      'Cheap',
    ]);
  });

  it('should order by the low end of the price, unreadable prices last either way', () => {
    expect(names(sortHostels([unknown, dear, cheap], 'price_asc'))).toEqual([
      'Cheap',
      'Dear',
      'Unknown',
    ]);
    expect(names(sortHostels([unknown, cheap, dear], 'price_desc'))).toEqual([
      'Dear',
      'Cheap',
      'Unknown',
    ]);
  });

  it('should put the highest average rating first and hostels without reviews last', () => {
    const good = { ...cheap, rating_average: 4.2, rating_count: 5 };
    const best = { ...dear, rating_average: 4.8, rating_count: 2 };
    expect(names(sortHostels([unknown, good, best], 'rating'))).toEqual([
      'Dear',
      'Cheap',
      'Unknown',
    ]);
  });

  it('should keep the order for distance and not change the given list', () => {
    const list = [dear, cheap];
    expect(names(sortHostels(list, 'distance'))).toEqual(['Dear', 'Cheap']);
    sortHostels(list, 'price_asc');
    expect(names(list)).toEqual(['Dear', 'Cheap']);
  });
});
