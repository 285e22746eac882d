import { COLLECTIONS_MONTHS_MAX } from '@hostelhub/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { downloadFile } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { duesText } from '../i18n';
import { addMonths, formatMonth, thisMonth } from '../utils/months';

/**
 * The CSV export (issue 45 item 5): the dues, or the payments, of a range of months (at most
 * COLLECTIONS_MONTHS_MAX), as the API writes them (UTF-8 with a byte-order mark, formula cells
 * escaped).
 */
export function ExportMoneyCsv({ hostelId, month }: { hostelId: string; month: string }) {
  const t = useT(duesText);
  const format = useFormatters();
  const [from, setFrom] = useState(month);
  const [to, setTo] = useState(month);
  const [busy, setBusy] = useState<'dues' | 'payments' | null>(null);
  const months = Array.from({ length: COLLECTIONS_MONTHS_MAX }, (_, index) =>
    addMonths(thisMonth(), -index),
  );
  const [start, end] = from <= to ? [from, to] : [to, from];
  const exportCsv = async (what: 'dues' | 'payments') => {
    setBusy(what);
    try {
      await downloadFile(
        `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/${what}.csv?from=${start}&to=${end}`,
        `${what}-${start}-to-${end}.csv`,
      );
    } catch (error) {
      toast.error(errorText(error, t('csv.failed')));
    } finally {
      setBusy(null);
    }
  };
  const pick = (id: string, label: string, value: string, onChange: (next: string) => void) => (
    <label
      htmlFor={id}
      className="space-y-1 text-sm font-medium text-slate-800 dark:text-slate-200"
    >
      <span className="block">{label}</span>
      <Select id={id} className="w-auto" value={value} onChange={(e) => onChange(e.target.value)}>
        {months.map((option) => (
          <option key={option} value={option}>
            {formatMonth(option, format.locale)}
          </option>
        ))}
      </Select>
    </label>
  );
  return (
    <section aria-labelledby="dues-export" className="space-y-3">
      <h2 id="dues-export" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('csv.heading')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        {pick('csv-from', t('csv.from'), from, setFrom)}
        {pick('csv-to', t('csv.to'), to, setTo)}
        {(['dues', 'payments'] as const).map((what) => (
          <Button
            key={what}
            variant="outline"
            onClick={() => void exportCsv(what)}
            disabled={busy !== null}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {busy === what ? t('csv.exporting') : t(what === 'dues' ? 'csv.dues' : 'csv.payments')}
          </Button>
        ))}
      </div>
    </section>
  );
}
