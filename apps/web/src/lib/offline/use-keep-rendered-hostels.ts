import type { HostelDetail } from '@hostelhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { firstPhotoUrls } from '../get-hostel';
import { hostelKeys } from '../query-keys';
import { keepOfflineCopy, offlineKeys } from './offline-store';

/**
 * Keeps the hostels a server-rendered page arrived with (issue 25): their queries were filled
 * from the page (main.tsx hydrates them) and never run `getHostel`, which keeps the hostels the
 * app loads itself. Once, when the app starts.
 */
export function useKeepRenderedHostels(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const queries = queryClient
      .getQueryCache()
      .findAll({ queryKey: [...hostelKeys.all, 'detail'] });
    for (const query of queries) {
      const hostel = query.state.data as HostelDetail | undefined;
      if (hostel) keepOfflineCopy(offlineKeys.hostel(hostel.id), hostel, firstPhotoUrls);
    }
  }, [queryClient]);
}
