import type { Visit } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** GET /api/visits/{id} (issue 27): one visit, for its participants and administrators. */
export async function getVisit(id: string, signal?: AbortSignal): Promise<Visit> {
  const body = await api.get<DataEnvelope<Visit>>(`/api/visits/${encodeURIComponent(id)}`, {
    ...(signal ? { signal } : {}),
  });
  return body.data;
}
