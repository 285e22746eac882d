import { karachiToday } from '@hostelhub/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { downloadFile } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { registerText } from '../i18n';
import { errorText } from '../../../lib/error-text';

/**
 * "Export CSV" (issue 44 item 6): the hostel's residents as the API writes them (UTF-8 with a
 * byte-order mark so Excel opens Urdu names, CNICs masked, formula cells escaped).
 */
export function ExportCsvButton({ hostelId }: { hostelId: string }) {
  const t = useT(registerText);
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadFile(
        `/api/enhanced-hostels/${hostelId}/residents.csv?status=all`,
        `residents-${karachiToday()}.csv`,
      );
    } catch (error) {
      toast.error(errorText(error, t('csv.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void exportCsv()} disabled={busy}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {busy ? t('csv.exporting') : t('csv.export')}
    </Button>
  );
}
