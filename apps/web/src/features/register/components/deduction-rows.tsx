import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { registerText } from '../i18n';

/** One deduction as typed: its amount in rupees and its reason. */
export interface DeductionRow {
  amount: string;
  reason: string;
}

/**
 * The move-out's deductions from the deposit (issue 44 item 2), one row each with its amount,
 * its reason and a remove button; the list's message shows under them.
 */
export function DeductionRows({
  rows,
  onChange,
  error,
  disabled,
  reasonMax,
}: {
  rows: DeductionRow[];
  onChange: (rows: DeductionRow[]) => void;
  error: string | undefined;
  disabled: boolean;
  reasonMax: number;
}) {
  const t = useT(registerText);
  if (rows.length === 0 && !error) return null;
  const change = (index: number, patch: Partial<DeductionRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('moveOut.deductions')}
      </legend>
      {rows.map((row, index) => (
        <div key={index} className="flex items-end gap-2">
          <label className="w-28 shrink-0 space-y-1 text-xs text-slate-600 dark:text-slate-400">
            <span className="block">{t('moveOut.amount', { number: index + 1 })}</span>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              value={row.amount}
              disabled={disabled}
              aria-invalid={Boolean(error)}
              onChange={(event) => change(index, { amount: event.target.value })}
            />
          </label>
          <label className="min-w-0 flex-1 space-y-1 text-xs text-slate-600 dark:text-slate-400">
            <span className="block">{t('moveOut.reason', { number: index + 1 })}</span>
            <Input
              value={row.reason}
              maxLength={reasonMax}
              dir="auto"
              disabled={disabled}
              aria-invalid={Boolean(error)}
              onChange={(event) => change(index, { reason: event.target.value })}
            />
          </label>
          <Button
            variant="ghost"
            size="icon"
            disabled={disabled}
            aria-label={t('moveOut.removeDeduction', { number: index + 1 })}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      ))}
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}
