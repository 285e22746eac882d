import {
  HostelFormSchema,
  IMAGE_MESSAGES,
  LISTING_MESSAGES,
  type HostelDetail,
} from '@hostelhub/shared';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useReportDirty } from '../../../components/discard-guard';
import { useSaveHostel } from '../api/save-hostel';
import { useHostelForm } from '../hooks/use-hostel-form';
import { useHostelPhotoUploads } from '../hooks/use-hostel-photo-uploads';
import { useMessImage } from '../hooks/use-mess-image';
import { hostelFormValues } from '../utils/hostel-form-values';
import { HostelFormSections } from './hostel-form-sections';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSharedText, useT } from '../../../lib/i18n';
import { listingsText } from '../i18n';

export interface HostelFormProps {
  /** The hostel to edit; a new hostel when absent. */
  hostel?: HostelDetail | undefined;
  onSaved: (hostel: HostelDetail) => void;
  /**
   * A new hostel only: called instead of listing the failures in the form when the hostel was
   * created but photos failed ('Invalid file "{file}": {reason}'), so the dialog can show the
   * saved hostel with them and Create is not offered again (issue 22 item 1).
   */
  onCreatedWithFailures?: (hostel: HostelDetail, failures: string[]) => void;
  onCancel: () => void;
  /** Told whether the form has unsaved changes (issue 22 item 9: closing asks first). */
  onDirtyChange?: (isDirty: boolean) => void;
}

/**
 * The single-page hostel form (part 2 section 2 'Hostel single-page form'): every section,
 * checked with the shared HostelFormSchema; Create Hostel or Update Hostel, and Cancel.
 */
export function HostelForm({
  hostel,
  onSaved,
  onCreatedWithFailures,
  onCancel,
  onDirtyChange,
}: HostelFormProps) {
  const idPrefix = `hostel-${useId().replaceAll(':', '')}`;
  const state = useHostelForm(HostelFormSchema, hostelFormValues(hostel));
  const { form } = state;
  const save = useSaveHostel();
  const photos = useHostelPhotoUploads(hostel?.image_count ?? 0);
  const messImage = useMessImage();
  const t = useT(listingsText);
  const shared = useSharedText();
  const [locationAlert, setLocationAlert] = useState<string | null>(null);
  const [photoFailures, setPhotoFailures] = useState<string[]>([]);
  // Issue 22 item 1: a second Create after a photo failure answers the same hostel.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  useReportDirty(
    form.isDirty || photos.photos.length > 0 || messImage.file !== null,
    onDirtyChange,
  );

  const onSubmit = form.handleSubmit((values) => {
    setLocationAlert(null);
    save.mutate(hostel ? { id: hostel.id, body: values } : { body: values, idempotencyKey }, {
      onSuccess: (saved) => {
        void (async () => {
          const failures = await photos.uploadAll(saved.id);
          const messOk = !values.mess_available || (await messImage.uploadTo(saved.id));
          if (failures.length === 0 && messOk) onSaved(saved);
          else if (!hostel && onCreatedWithFailures) {
            if (!messOk)
              failures.push(
                t('form.messPictureFailure', {
                  reason: shared(IMAGE_MESSAGES.messUploadFailed),
                }),
              );
            onCreatedWithFailures(saved, failures);
          } else setPhotoFailures(failures);
        })();
      },
      // A refused value is also named under its field (STYLE.md convention 8).
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.details);
      },
    });
  });

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        // Part 2 section 5: a submit without a city and town asks for the picker first.
        setLocationAlert(
          form.values.location.city_id && form.values.location.town_id
            ? null
            : LISTING_MESSAGES.selectLocation,
        );
        onSubmit(event);
      }}
    >
      <HostelFormSections
        state={state}
        idPrefix={idPrefix}
        photos={photos}
        messImage={messImage}
        currentMessImageUrl={hostel?.mess_info?.image_url}
      />
      {photoFailures.length > 0 ? (
        <Alert tone="error" title={t('form.photoFailures')}>
          {photoFailures.join(' ')}
        </Alert>
      ) : null}
      {locationAlert ? <Alert tone="error">{shared(locationAlert)}</Alert> : null}
      {save.isError ? (
        <Alert tone="error">{`${shared(LISTING_MESSAGES.hostelSaveFailed)}: ${errorText(save.error, t('error.unknown'))}`}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          {t('action.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending || photos.upload !== undefined}>
          {save.isPending ? <Spinner className="h-4 w-4" /> : null}
          {hostel ? t('form.update') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
