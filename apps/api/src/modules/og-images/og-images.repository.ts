import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hostels } from '../../db/schema/index.ts';

/** The link-preview image's facts about a hostel (issue 25). The only place with their SQL. */
export function createOgImagesRepository(db: Db) {
  return {
    /**
     * The approved hostel's primary photo as its full-size URL (its primary photo, else its
     * first by display order): `{ imageUrl: null }` for an approved hostel without photos,
     * undefined for a hostel that is unknown or not approved.
     */
    async findApprovedPrimaryPhoto(
      hostelId: string,
    ): Promise<{ imageUrl: string | null } | undefined> {
      const [row] = await db
        .select({
          imageUrl: sql<string | null>`(
            select i.image_url from hostel_images i where i.hostel_id = ${hostels.id}
            order by i.is_primary desc, i.display_order asc limit 1)`,
        })
        .from(hostels)
        .where(and(eq(hostels.id, hostelId), eq(hostels.status, 'approved')));
      return row;
    },
  };
}

export type OgImagesRepository = ReturnType<typeof createOgImagesRepository>;
