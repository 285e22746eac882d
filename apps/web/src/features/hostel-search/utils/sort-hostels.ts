import { parsePriceRange, type HostelSort, type HostelSummary } from '@hostelhub/shared';

/**
 * Orders hostels in the browser as the API orders a page (the favourites view has no server
 * order): newest first, by the low end of the price range with unreadable prices last, or by
 * average rating with unrated hostels last.
 * Distance has no origin here and keeps the given order.
 */
export function sortHostels(hostels: readonly HostelSummary[], sort: HostelSort): HostelSummary[] {
  const list = [...hostels];
  if (sort === 'newest') return list.sort((a, b) => b.created_at.localeCompare(a.created_at));
  if (sort === 'price_asc' || sort === 'price_desc') {
    const direction = sort === 'price_asc' ? 1 : -1;
    const price = (hostel: HostelSummary) => parsePriceRange(hostel.price_range)?.min;
    return list.sort((a, b) => {
      const left = price(a);
      const right = price(b);
      if (left === undefined || right === undefined) {
        return (left === undefined ? 1 : 0) - (right === undefined ? 1 : 0);
      }
      return (left - right) * direction;
    });
  }
  if (sort === 'rating') {
    // Highest average first, hostels without reviews last; newest first among equals.
    const rating = (hostel: HostelSummary) => hostel.rating_average ?? -1;
    return list.sort((a, b) => rating(b) - rating(a) || b.created_at.localeCompare(a.created_at));
  }
  return list;
}
