import type { CreateReportValues, Report } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/**
 * POST /api/reports: the signed-in user reports a hostel, a review, a chat message or a user
 * (issue 26). Refused with 403 and a sentence for one's own thing, 404 for what they cannot
 * see, 409 while their report of it is open, 400 with each field's message.
 */
export async function createReport(input: CreateReportValues): Promise<Report> {
  const body = await api.post<DataEnvelope<Report>>('/api/reports', input);
  return body.data;
}

/** A report changes nothing the reporter's screens show: no query to refresh. */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
