import { BILLING_DAY_MAX, BILLING_DAY_MIN } from '@hostelhub/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useBillingSettings, useSaveBillingSettings } from '../api/billing-settings';
import { listingsText } from '../i18n';

const DAYS = Array.from(
  { length: BILLING_DAY_MAX - BILLING_DAY_MIN + 1 },
  (_, index) => BILLING_DAY_MIN + index,
);

/**
 * "Rent due on" (issue 45 item 1; the owner only): the day of the month residents' dues fall
 * due, 1 to 28 (default the 5th), beside the hostel's visits and reservations settings.
 */
export function BillingDaySetting({ hostelId }: { hostelId: string }) {
  const t = useT(listingsText);
  const format = useFormatters();
  const settings = useBillingSettings(hostelId);
  const save = useSaveBillingSettings(hostelId);
  const [chosen, setChosen] = useState<number | null>(null);
  const day = chosen ?? settings.data?.billing_day;
  const id = `billing-day-${hostelId}`;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {t('billing.heading')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('billing.intro')}</p>
      {settings.isError ? (
        <Alert tone="error">{errorText(settings.error, t('billing.loadFailed'))}</Alert>
      ) : day === undefined ? (
        <Skeleton className="h-10 w-48" />
      ) : (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { billing_day: day },
              {
                onSuccess: () => {
                  setChosen(null);
                  toast.success(t('billing.saved'));
                },
              },
            );
          }}
        >
          <label
            htmlFor={id}
            className="space-y-1 text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            <span className="block">{t('billing.label')}</span>
            <Select
              id={id}
              className="w-auto min-w-32"
              value={day}
              disabled={save.isPending}
              onChange={(event) => setChosen(Number(event.target.value))}
            >
              {DAYS.map((value) => (
                <option key={value} value={value}>
                  {t('billing.day', { day: format.number(value) })}
                </option>
              ))}
            </Select>
          </label>
          <Button type="submit" variant="outline" disabled={save.isPending || chosen === null}>
            {t('billing.save')}
          </Button>
        </form>
      )}
      {save.isError ? (
        <Alert tone="error">{errorText(save.error, t('billing.saveFailed'))}</Alert>
      ) : null}
    </section>
  );
}
