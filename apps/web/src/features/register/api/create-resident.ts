import type { CreateResidentInput, Resident } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRegisterWrite } from './use-register-write';

/**
 * POST /api/enhanced-hostels/{id}/residents (issue 44 item 2): a walk-in resident, or with
 * `reservation_id` the student of an accepted reservation moving in (it becomes `moved_in`).
 * 409 when the bed was just taken; 400 with `details` naming the fields.
 */
export async function createResident({
  hostelId,
  ...input
}: CreateResidentInput & { hostelId: string }): Promise<Resident> {
  const body = await api.post<DataEnvelope<Resident>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/residents`,
    input,
  );
  return body.data;
}

/** Adds a resident, then refreshes the register. */
export function useCreateResident() {
  return useRegisterWrite(createResident);
}
