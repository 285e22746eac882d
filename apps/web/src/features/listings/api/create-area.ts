import type { CreateAreaInput, Town } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/query-keys';
import { listingLookupKeys } from './query-keys';

/**
 * POST /api/towns (issue 22 item 17): adds an area the picker lacks, pending review and usable at
 * once for the owner's hostels; an area of that name the owner may already use is answered
 * instead.
 */
export async function createArea(input: CreateAreaInput): Promise<Town> {
  return (await api.post<DataEnvelope<Town>>('/api/towns', input)).data;
}

/** Adds the area, then refreshes the city's town lists (the picker's searches and the map's). */
export function useCreateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArea,
    onSuccess: (town) => {
      // Not awaited: the new area is chosen at once, the lists catch up behind it.
      void Promise.all([
        // Every search of the city: the lookup keys without their search.
        queryClient.invalidateQueries({
          queryKey: listingLookupKeys.locations.townsOfCity(town.city_id),
        }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.townsOf(town.city_id) }),
      ]);
    },
  });
}
