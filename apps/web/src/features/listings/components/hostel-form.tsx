import {
  HostelFormSchema,
  IMAGE_MESSAGES,
  LISTING_MESSAGES,
  type HostelDetail,
} from '@hostelhub/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useReportDirty } from '../../../components/discard-guard';
import { useSaveHostel } from '../api/save-hostel';
import { useHostelForm } from '../hooks/use-hostel-form';
import { useHostelPhotoUploads } from '../hooks/use-hostel-photo-uploads';
import { useMessImage } from '../hooks/use-mess-image';
import { useChangeSummary } from '../hooks/use-change-summary';
import { hostelFormValues } from '../utils/hostel-form-values';
import {
  changedFieldsOf,
  fieldsWaitingForReview,
  withProposedValues,
  type ProposedPlaceNames,
} from '../utils/hostel-review';
import { HostelFormSections } from './hostel-form-sections';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSharedText, useT } from '../../../lib/i18n';
import { useJoinNames } from '../../../lib/place-names';
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
  /** The names of the places the hostel's waiting change proposes (issue 26). */
  proposedPlaces?: ProposedPlaceNames;
}

/**
 * The single-page hostel form (part 2 section 2 'Hostel single-page form'): every section,
 * checked with the shared HostelFormSchema; Create Hostel or Update Hostel, and Cancel.
 * Editing an approved hostel (issue 26) starts from the owner's waiting change, says under the
 * fields and above the buttons which changes will wait for review, and says so after saving.
 */
export function HostelForm({
  hostel,
  onSaved,
  onCreatedWithFailures,
  onCancel,
  onDirtyChange,
  proposedPlaces,
}: HostelFormProps) {
  const idPrefix = `hostel-${useId().replaceAll(':', '')}`;
  const state = useHostelForm(
    HostelFormSchema,
    hostel
      ? withProposedValues(hostelFormValues(hostel), hostel, proposedPlaces)
      : hostelFormValues(),
  );
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
  const summary = useChangeSummary();
  const joinNames = useJoinNames();
  const isApproved = hostel?.status === 'approved';
  const waitingFields = fieldsWaitingForReview(hostel, form.values);
  const waitingList = joinNames([
    summary.fields(waitingFields),
    isApproved && photos.photos.length > 0 && t('change.form.newPhotos'),
  ]);
  useReportDirty(
    form.isDirty || photos.photos.length > 0 || messImage.file !== null,
    onDirtyChange,
  );

  const onSubmit = form.handleSubmit((values) => {
    setLocationAlert(null);
    save.mutate(hostel ? { id: hostel.id, body: values } : { body: values, idempotencyKey }, {
      onSuccess: (saved) => {
        void (async () => {
          const picked = photos.photos.length;
          const failures = await photos.uploadAll(saved.id);
          const messOk = !values.mess_available || (await messImage.uploadTo(saved.id));
          // Issue 26: an approved hostel's reviewed changes and photos wait for review.
          const change = saved.pending_change;
          const photosWait =
            (isApproved && picked > failures.length) ||
            (change ? change.added_photos.length + change.removed_photos.length > 0 : false);
          const waiting = joinNames([
            change && summary.fields(changedFieldsOf(change)),
            photosWait && t('label.photos'),
          ]);
          if (hostel && waiting) toast.success(t('change.saved', { list: waiting }));
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
        waitingFields={waitingFields}
        photosWait={isApproved}
      />
      {photoFailures.length > 0 ? (
        <Alert tone="error" title={t('form.photoFailures')}>
          {photoFailures.join(' ')}
        </Alert>
      ) : null}
      {locationAlert ? <Alert tone="error">{shared(locationAlert)}</Alert> : null}
      {waitingList ? (
        <Alert tone="info" headingLevel={3} title={t('change.form.title')}>
          <p>{t('change.form.body', { list: waitingList })}</p>
        </Alert>
      ) : null}
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
