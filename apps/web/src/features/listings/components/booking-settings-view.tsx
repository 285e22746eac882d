import { BookingSettingsSchema, DEPOSIT_TEXT_MAX, type HostelDetail } from '@hostelhub/shared';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { TextareaField } from '../../../components/form/schema-fields';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useSaveBookingSettings } from '../api/save-booking-settings';
import { listingsText } from '../i18n';
import { bookingSettingsFields, toBookingSettingsInput } from '../utils/visiting-hours';
import { BillingDaySetting } from './billing-day-setting';
import { VisitingHoursEditor } from './visiting-hours-editor';

export interface BookingSettingsViewProps {
  hostel: HostelDetail;
  /** 'Back to Hostel Details', and where a save leads. */
  onBack: () => void;
  /** Told whether the form has unsaved changes (closing the dialog asks first). */
  onDirtyChange: (isDirty: boolean) => void;
}

/**
 * "Visits & reservations" of the owner's hostel dialog (issue 27): the visiting hours and the
 * deposit text students read before a reservation request, saved with PUT
 * /api/enhanced-hostels/{id}/booking-settings. They apply at once, without review. Under them,
 * the day of the month rent falls due (issue 45 item 1), saved on its own.
 */
export function BookingSettingsView({ hostel, onBack, onDirtyChange }: BookingSettingsViewProps) {
  const t = useT(listingsText);
  const idPrefix = `booking-${useId().replaceAll(':', '')}`;
  const [initialValues] = useState(() => bookingSettingsFields(hostel));
  const form = useSchemaForm(BookingSettingsSchema, initialValues, toBookingSettingsInput);
  const save = useSaveBookingSettings();
  useReportDirty(form.isDirty, onDirtyChange);
  const discard = useDiscardGuard(form.isDirty);

  const onSubmit = form.handleSubmit((settings) => {
    save.mutate(
      { hostelId: hostel.id, settings },
      {
        onSuccess: () => {
          toast.success(t('booking.saved'));
          onBack();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    );
  });

  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${idPrefix}-heading`} className="text-lg font-semibold">
          {t('booking.heading')}
        </h3>
        <Button variant="ghost" onClick={() => discard.request(onBack)}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          {t('mess.backToDetails')}
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('booking.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <VisitingHoursEditor form={form} idPrefix={idPrefix} />
        <TextareaField
          form={form}
          idPrefix={idPrefix}
          name="deposit_text"
          label={t('booking.deposit')}
          hint={t('booking.depositHint')}
          placeholder={t('booking.depositPlaceholder')}
          maxLength={DEPOSIT_TEXT_MAX}
          rows={3}
          dir="auto"
        />
        {save.isError ? (
          <Alert tone="error">{errorText(save.error, t('booking.saveFailed'))}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            onClick={() => discard.request(onBack)}
            disabled={save.isPending}
          >
            {t('action.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('booking.save')}
          </Button>
        </div>
      </form>
      <BillingDaySetting hostelId={hostel.id} />
      {discard.dialog}
    </section>
  );
}
