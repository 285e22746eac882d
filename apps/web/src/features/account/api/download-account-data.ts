import type { AccountExport } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/users/me/export, saved as hostelhub-account-data.json (decision 9). */
export async function downloadAccountData(): Promise<void> {
  const body = await api.get<DataEnvelope<AccountExport>>('/api/users/me/export');
  saveFile(
    new Blob([JSON.stringify(body.data, null, 2)], { type: 'application/json' }),
    'hostelhub-account-data.json',
  );
}

/** Downloads the account data; `isPending` while it loads, `error` when it failed. */
export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData });
}
