import type { AdminReport, ReportResolution } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { hostelKeys } from '../../../lib/query-keys';
import { adminKeys } from './query-keys';

/** The report, the action and the admin's note (null: none). */
export type ResolveReportInput = ReportResolution & { id: string };

/**
 * PATCH /api/admin/reports/{id} (issue 26): resolves an open report with one action (dismiss,
 * hide the review, send the hostel back to review, suspend the user); an empty note is left
 * out. The report as the queue now shows it. Throws ApiError (409 when it is already resolved
 * or what it reports is gone, 400 for an action that does not fit it).
 */
export async function resolveReport({
  id,
  action,
  note,
}: ResolveReportInput): Promise<AdminReport> {
  const body = await api.patch<DataEnvelope<AdminReport>>(
    `/api/admin/reports/${encodeURIComponent(id)}`,
    { action, ...(note ? { note } : {}) },
  );
  return body.data;
}

/**
 * Resolves a report, then refreshes the whole admin panel (the queue, its badge, the users,
 * the hostel grid, the activity log) and every hostel query: a hidden review leaves the
 * reviews and the ratings, a hostel sent back to review leaves the lists.
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: hostelKeys.all }),
      ]),
  });
}
