import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** A hostel's billing day: the day of the month its residents' dues fall due (1 to 28). */
export interface BillingSettings {
  billing_day: number;
}

const billingKey = (hostelId: string) => ['listings', 'billing-settings', hostelId] as const;

/** GET /api/enhanced-hostels/{id}/billing-settings (issue 45 item 1; the hostel's team). */
export async function getBillingSettings(
  hostelId: string,
  signal?: AbortSignal,
): Promise<BillingSettings> {
  const body = await api.get<DataEnvelope<BillingSettings>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/billing-settings`,
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** A hostel's billing day. */
export function useBillingSettings(hostelId: string) {
  return useQuery({
    queryKey: billingKey(hostelId),
    queryFn: ({ signal }) => getBillingSettings(hostelId, signal),
  });
}

/**
 * PUT /api/enhanced-hostels/{id}/billing-settings (issue 45 item 1; the owner only, staff 403):
 * `{ billing_day: 1..28 }`; dues made from then on fall due on that day.
 */
export function useSaveBillingSettings(hostelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: BillingSettings) => {
      const body = await api.put<DataEnvelope<BillingSettings>>(
        `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/billing-settings`,
        settings,
      );
      return body.data;
    },
    onSuccess: (settings) => queryClient.setQueryData(billingKey(hostelId), settings),
  });
}
