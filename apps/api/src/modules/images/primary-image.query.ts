import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A select column: the image a hostel's card shows, as a URL (its primary image, else its first
 * by display order; the thumbnail when there is one), or null for a hostel without images.
 * `hostelId` is the hostel id column of the outer query (`hostels.id`, `chats.hostel_id`).
 */
export function primaryImageUrl(hostelId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(
    select coalesce(i.thumbnail_url, i.image_url) from hostel_images i
    where i.hostel_id = ${hostelId}
    order by i.is_primary desc, i.display_order asc limit 1)`;
}
