import { LISTING_MESSAGES, MessFormSchema, type HostelDetail } from '@hostelhub/shared';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard';
import { useSaveHostel } from '../api/save-hostel';
import { useHostelForm } from '../hooks/use-hostel-form';
import { hostelFormValues } from '../utils/hostel-form-values';
import { useMessImage } from '../hooks/use-mess-image';
import { MessSection } from './mess-section';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSharedText, useT } from '../../../lib/i18n';
import { listingsText } from '../i18n';

export interface MessDialogProps {
  hostel: HostelDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Add Mess Information" / "Edit Mess Information" (part 2 section 2): the mess section alone,
 * saved through the mess-only update of PUT /api/enhanced-hostels/{id}. Closing it with
 * unsaved changes (the 21 meal fields included) asks "Discard changes?" (issue 22 item 9).
 */
export function MessDialog({ hostel, open, onOpenChange }: MessDialogProps) {
  const hasMess = hostel.mess_info?.mess_available === true;
  const t = useT(listingsText);
  const [isDirty, setIsDirty] = useState(false);
  const discard = useDiscardGuard(isDirty);
  const close = () => discard.request(() => onOpenChange(false));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else close();
      }}
      title={hasMess ? t('mess.editInfo') : t('mess.addInfo')}
      size="lg"
    >
      {open ? (
        <MessForm
          hostel={hostel}
          onDone={() => onOpenChange(false)}
          onCancel={close}
          onDirtyChange={setIsDirty}
        />
      ) : null}
      {discard.dialog}
    </Dialog>
  );
}

function MessForm({
  hostel,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  hostel: HostelDetail;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const idPrefix = `mess-${useId().replaceAll(':', '')}`;
  const state = useHostelForm(MessFormSchema, {
    ...hostelFormValues(hostel),
    mess_available: true,
  });
  const { form } = state;
  const save = useSaveHostel();
  const messImage = useMessImage();
  const t = useT(listingsText);
  const shared = useSharedText();
  useReportDirty(form.isDirty || messImage.file !== null, onDirtyChange);
  const onSubmit = form.handleSubmit((mess) => {
    save.mutate(
      {
        id: hostel.id,
        body: {
          mess_available: mess.mess_available,
          // The mess-only update names these as the display does (part 2 section 3).
          is_compulsory: mess.mess_compulsory,
          monthly_price: mess.mess_monthly_price,
          mess_description: mess.mess_description,
          mess_meal_timings: mess.mess_meal_timings,
          mess_weekly_meals: mess.mess_weekly_meals,
        },
      },
      {
        onSuccess: () => {
          void messImage.uploadTo(hostel.id).then((isUploaded) => {
            if (isUploaded) onDone();
          });
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <MessSection
        form={form}
        idPrefix={idPrefix}
        isConfirmed={state.isMessConfirmed}
        onConfirmedChange={state.setIsMessConfirmed}
        messImage={messImage}
        currentImageUrl={hostel.mess_info?.image_url}
      />
      {save.isError ? (
        <Alert tone="error">{`${shared(LISTING_MESSAGES.hostelSaveFailed)}: ${errorText(save.error, t('error.unknown'))}`}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          {t('action.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="h-4 w-4" /> : null}
          {t('mess.save')}
        </Button>
      </div>
    </form>
  );
}
