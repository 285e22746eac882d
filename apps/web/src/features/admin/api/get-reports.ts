import type { AdminReportsPage, ReportStatus, ReportTargetType } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** The reports queue's filters; `undefined` is every status, or every kind of thing. */
export interface ReportFilters {
  status: ReportStatus | undefined;
  type: ReportTargetType | undefined;
  page: number;
}

/** What the queue shows first, and what the menu's badge counts: the open reports. */
export const OPEN_REPORTS: ReportFilters = { status: 'open', type: undefined, page: 1 };

/** Reports a page of the queue shows. */
const REPORTS_PAGE_SIZE = 20;

/**
 * GET /api/admin/reports (issue 26): one page of reports, newest first, each with its reporter,
 * a summary of the reported thing and its resolution.
 */
export async function getAdminReports(
  filters: ReportFilters,
  signal?: AbortSignal,
): Promise<AdminReportsPage> {
  const body = await api.get<DataEnvelope<AdminReportsPage>>('/api/admin/reports', {
    params: {
      status: filters.status,
      target_type: filters.type,
      page: filters.page,
      limit: REPORTS_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Under the admin panel's key, so any admin change refreshes it. */
export function getAdminReportsQueryOptions(filters: ReportFilters) {
  return queryOptions({
    queryKey: adminKeys.reports(filters),
    queryFn: ({ signal }) => getAdminReports(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the reports queue; the current page stays on screen while the next loads. */
export function useAdminReports(filters: ReportFilters) {
  return useQuery(getAdminReportsQueryOptions(filters));
}
