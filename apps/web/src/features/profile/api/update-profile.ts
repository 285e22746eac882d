import type { UpdateProfileInput, UserProfile } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** PUT /api/users/profile: the server ignores role and email (product decision 2). */
export async function updateProfile(input: UpdateProfileInput): Promise<UserProfile> {
  const body = await api.put<DataEnvelope<UserProfile>>('/api/users/profile', input);
  return body.data;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
