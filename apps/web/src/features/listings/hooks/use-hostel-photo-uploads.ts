import { MAX_HOSTEL_IMAGES } from '@hostelhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { usePhotoUploads } from '../../../hooks/use-photo-uploads';
import { listingKeys } from '../../../lib/query-keys';
import { hostelKeys } from '../../../lib/query-keys';

/**
 * A hostel form's photos: uploaded to POST /api/images/hostels/{id} once the hostel is saved
 * (at most 10 in all), then the hostel and the owner's list reload.
 */
export function useHostelPhotoUploads(existingCount = 0) {
  const queryClient = useQueryClient();
  return usePhotoUploads({
    max: MAX_HOSTEL_IMAGES,
    existingCount,
    uploadPath: (hostelId) => `/api/images/hostels/${encodeURIComponent(hostelId)}`,
    onUploaded: async (hostelId) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: hostelKeys.detail(hostelId) }),
        queryClient.invalidateQueries({ queryKey: listingKeys.mine() }),
      ]);
    },
  });
}
