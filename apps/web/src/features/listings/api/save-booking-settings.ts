import type { BookingSettings, HostelDetail } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { hostelKeys } from '../../../lib/query-keys';

/** The visiting hours and deposit text of hostel `hostelId`, as the form checked them. */
export interface SaveBookingSettingsVariables {
  hostelId: string;
  settings: BookingSettings;
}

/**
 * PUT /api/enhanced-hostels/{id}/booking-settings (issue 27): the hostel's visiting hours and
 * deposit text, which apply at once (no review). Throws ApiError with per-field `details`.
 */
export async function saveBookingSettings({
  hostelId,
  settings,
}: SaveBookingSettingsVariables): Promise<BookingSettings> {
  const body = await api.put<DataEnvelope<BookingSettings>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/booking-settings`,
    settings,
  );
  return body.data;
}

/**
 * Saves a hostel's visiting hours and deposit text; the detail shows the answer at once and
 * reloads (students read the same detail).
 */
export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBookingSettings,
    onSuccess: async (settings, { hostelId }) => {
      queryClient.setQueryData<HostelDetail>(hostelKeys.detail(hostelId), (hostel) =>
        hostel ? { ...hostel, ...settings } : hostel,
      );
      await queryClient.invalidateQueries({ queryKey: hostelKeys.detail(hostelId) });
    },
  });
}
