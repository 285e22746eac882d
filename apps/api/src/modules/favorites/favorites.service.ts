import { AppError, MESSAGES, type Favorites, type FavoriteState } from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import type { HostelsRepository } from '../hostels/hostels.repository.ts';
import { toHostelSummary } from '../hostels/hostel-summary.logic.ts';
import type { FavoritesRepository } from './favorites.repository.ts';

export interface FavoritesServiceDeps {
  favorites: FavoritesRepository;
  hostels: Pick<HostelsRepository, 'findAccess' | 'listSummariesByIds'>;
}

/**
 * Favourites (spec part 1 section 4 'Favourites', section 7; DESIGN.md 'Permissions'): every
 * signed-in user has their own list; only approved hostels can be saved or shown, and a
 * hostel that is unknown or not approved answers HOSTEL_NOT_FOUND (404).
 */
export function createFavoritesService({ favorites, hostels }: FavoritesServiceDeps) {
  async function requireApproved(hostelId: string): Promise<void> {
    const access = await hostels.findAccess(hostelId);
    if (access?.status !== 'approved') {
      throw new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
    }
  }

  return {
    /**
     * The caller's favourite hostels that are still approved, most recently saved first, as
     * summaries, with their ids.
     */
    async list(actor: Actor): Promise<Favorites> {
      const ids = await favorites.listApprovedHostelIds(actor.id);
      const rows = await hostels.listSummariesByIds(ids, { status: 'approved' });
      return { favorites: rows.map(toHostelSummary), hostel_ids: rows.map((row) => row.id) };
    },

    /** Saves an approved hostel for the caller (idempotent). Throws HOSTEL_NOT_FOUND. */
    async add(actor: Actor, hostelId: string): Promise<FavoriteState> {
      await requireApproved(hostelId);
      await favorites.add(actor.id, hostelId);
      return { hostel_id: hostelId, is_favorite: true };
    },

    /** Forgets an approved hostel for the caller only (idempotent). Throws HOSTEL_NOT_FOUND. */
    async remove(actor: Actor, hostelId: string): Promise<FavoriteState> {
      await requireApproved(hostelId);
      await favorites.remove(actor.id, hostelId);
      return { hostel_id: hostelId, is_favorite: false };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
