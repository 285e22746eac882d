import type { RoomBeds, UpdateBedValues } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRegisterWrite } from './use-register-write';

/**
 * PATCH /api/beds/{id} (issue 44 item 1): mark an empty bed taken without a resident record,
 * or clear the mark (owner and staff); rename it (owner). Answers the hostel's bed map.
 */
export async function updateBed({
  bedId,
  ...input
}: UpdateBedValues & { bedId: string }): Promise<RoomBeds[]> {
  const body = await api.patch<DataEnvelope<RoomBeds[]>>(
    `/api/beds/${encodeURIComponent(bedId)}`,
    input,
  );
  return body.data;
}

/** Changes a bed, then refreshes the register. */
export function useUpdateBed() {
  return useRegisterWrite(updateBed);
}
