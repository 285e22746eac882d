import type { HostelSummary } from '@hostelhub/shared';
import { useEffect } from 'react';
import { recordRecentlyViewed } from '../utils/recently-viewed-list';

/**
 * Remembers `hostel` as recently viewed once its details have loaded (issue 29). Only a hostel
 * students see: an owner's look at their pending listing is not a visit.
 */
export function useRecordRecentlyViewed(hostel: HostelSummary | undefined): void {
  useEffect(() => {
    if (hostel?.status === 'approved') recordRecentlyViewed(hostel);
  }, [hostel]);
}
