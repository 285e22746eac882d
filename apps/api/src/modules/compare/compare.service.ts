import {
  AppError,
  CompareHostelSchema,
  type CompareHostel,
  type CompareQuery,
  type CompareResult,
  type HostelDetail,
} from '@hostelhub/shared';
import type { HostelsRepository } from '../hostels/hostels.repository.ts';
import type { HostelsService } from '../hostels/hostels.service.ts';

export interface CompareServiceDeps {
  /** The hostel reads the comparison is made of (no SQL of its own). */
  hostels: Pick<HostelsRepository, 'listSummariesByIds' | 'findUniversityLocation'>;
  /** The detail view's builder: photos, rooms and mess as the hostel's dialog shows them. */
  detail: Pick<HostelsService, 'getDetail'>;
}

/**
 * The comparison's part of a hostel's detail, with `distance_km` from the chosen campus: the
 * schema keeps its fields and drops the rest (rules, owner contact, phone, visiting hours).
 */
function toCompareHostel(detail: HostelDetail, distanceKm: number | null): CompareHostel {
  return CompareHostelSchema.parse({
    ...detail,
    distance_km: distanceKm,
    mess_info: detail.mess_info ?? detail.hostel_mess_info[0] ?? null,
  });
}

/**
 * Hostels side by side (issue 29 'Compare and recently viewed'): the approved ones among the
 * ids asked for, in that order, each with its photos, rooms and mess, and its distance from a
 * university's campus when one is chosen. Everyone sees the same answer (a guest's): an id
 * that is unknown, or of a hostel students do not see (pending, rejected), is left out, so a
 * comparison never shows more than the hostel's public page.
 */
export function createCompareService({ hostels, detail }: CompareServiceDeps) {
  return {
    /**
     * GET /api/enhanced-hostels/compare. `distance_km` is null without `university_id`, for
     * an unknown or unlocated university, or a hostel without coordinates.
     */
    async compare(query: CompareQuery): Promise<CompareResult> {
      if (query.ids.length === 0) return { hostels: [] };
      const origin = query.university_id
        ? await hostels.findUniversityLocation(query.university_id)
        : undefined;
      const rows = await hostels.listSummariesByIds(query.ids, { status: 'approved', origin });
      const details = await Promise.all(
        rows.map(async (row) => {
          try {
            // As a guest: the public detail, whoever asks.
            return toCompareHostel(await detail.getDetail(null, row.id), row.distanceKm);
          } catch (error) {
            // Hidden between the two reads (an administrator's decision): left out too.
            if (error instanceof AppError && error.code === 'HOSTEL_NOT_FOUND') return null;
            throw error;
          }
        }),
      );
      return { hostels: details.filter((hostel) => hostel !== null) };
    },
  };
}

export type CompareService = ReturnType<typeof createCompareService>;
