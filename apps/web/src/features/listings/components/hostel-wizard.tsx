import {
  coordinatesAsText,
  displayPhoneNumber,
  ERROR_BANNER_MS,
  IMAGE_MESSAGES,
  LISTING_MESSAGES,
  WizardHostelDetailsSchema,
  type HostelDetail,
  type WizardRoomInput,
} from '@hostelhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { PickedPhotoSet } from '../../../components/photo-picker';
import { Ltr } from '../../../components/ltr';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useReportDirty } from '../../../components/discard-guard';
import { getHostelQueryOptions } from '../../../lib/get-hostel';
import { useSaveHostel } from '../api/save-hostel';
import { useHostelForm } from '../hooks/use-hostel-form';
import { hostelFormValues, toHostelInput } from '../utils/hostel-form-values';
import { useHostelPhotoUploads } from '../hooks/use-hostel-photo-uploads';
import { useMessImage } from '../hooks/use-mess-image';
import { uploadWizardRoomPhotos } from '../utils/upload-wizard-room-photos';
import { GENDER_LABELS } from './hostel-form-sections';
import { HostelFormSections } from './hostel-form-sections';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useLanguage, useSharedText, useT } from '../../../lib/i18n';
import { facilityLabel, listSeparator } from '../../../lib/place-names';
import { locationNames } from './location-picker/location-selection';
import { listingsText } from '../i18n';

/**
 * The wizard's rooms step, given by the route (the rooms feature draws it): the rooms and,
 * index for index, their picked photos (issue 22 item 18).
 */
export type RenderWizardRooms = (props: {
  rooms: WizardRoomInput[];
  roomPhotos: PickedPhotoSet[];
  onChange: (rooms: WizardRoomInput[], roomPhotos: PickedPhotoSet[]) => void;
}) => ReactNode;

export interface HostelWizardProps {
  renderRooms: RenderWizardRooms;
  /**
   * Called once the hostel and its rooms are created and the photos were tried; `failures`
   * lists each photo that was not uploaded ('Invalid file "{file}": {reason}'), empty if none.
   */
  onCreated: (hostel: HostelDetail, failures: string[]) => void;
  onCancel: () => void;
  /** Told whether anything was entered (issue 22 item 9: closing asks first). */
  onDirtyChange?: (isDirty: boolean) => void;
}

const STEPS = ['wizard.step.details', 'wizard.step.rooms', 'wizard.step.review'] as const;

/**
 * The hostel wizard (part 2 section 2 'Hostel wizard', section 4): step 1 the hostel (the
 * same sections as the single-page form), step 2 its rooms (held here until the end), step 3
 * a review that creates everything in one request. Step 1 needs a city and a town; the final
 * submit needs them and confirmed map coordinates. Error banners clear after 5 s.
 */
export function HostelWizard({
  renderRooms,
  onCreated,
  onCancel,
  onDirtyChange,
}: HostelWizardProps) {
  const idPrefix = `wizard-${useId().replaceAll(':', '')}`;
  const state = useHostelForm(WizardHostelDetailsSchema, hostelFormValues());
  const { form } = state;
  const { location, picked } = form.values;
  const [step, setStep] = useState(0);
  const [rooms, setRooms] = useState<WizardRoomInput[]>([]);
  const [roomPhotos, setRoomPhotos] = useState<PickedPhotoSet[]>([]);
  const roomPhotoCount = roomPhotos.reduce((sum, set) => sum + set.photos.length, 0);
  const [banner, setBanner] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const save = useSaveHostel();
  const queryClient = useQueryClient();
  // Issue 22 item 1: one key per wizard session, so a second Create answers the same hostel.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const photos = useHostelPhotoUploads();
  const messImage = useMessImage();
  const t = useT(listingsText);
  const shared = useSharedText();
  const format = useFormatters();
  const { language } = useLanguage();
  const names = locationNames(location, language);
  // Once the hostel is saved (`success` set) nothing is left to discard: closing asks no more.
  useReportDirty(
    success === null &&
      (form.isDirty ||
        rooms.length > 0 ||
        photos.photos.length > 0 ||
        roomPhotoCount > 0 ||
        messImage.file !== null),
    onDirtyChange,
  );

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), ERROR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const hasCityAndTown = location.city_id !== null && location.town_id !== null;

  const goToRooms = form.handleSubmit(() => {
    setBanner(null);
    setStep(1);
  });

  const submit = () => {
    if (!hasCityAndTown) {
      setBanner(LISTING_MESSAGES.wizardLocationIncomplete);
      return;
    }
    if (!picked) {
      setBanner(LISTING_MESSAGES.wizardConfirmCoordinates);
      return;
    }
    setBanner(null);
    save.mutate(
      { body: { ...toHostelInput(form.values), rooms }, idempotencyKey },
      {
        onSuccess: (hostel) => {
          setSuccess(t('wizard.uploading'));
          void (async () => {
            const failures = await photos.uploadAll(hostel.id);
            // Issue 22 item 18: each room's photos, through the room image route.
            if (roomPhotoCount > 0) {
              failures.push(
                ...(await uploadWizardRoomPhotos(hostel.rooms, rooms, roomPhotos, {
                  failure: (values) => t('wizard.roomFailure', values),
                  untitled: (number) => t('wizard.roomNumber', { number }),
                  uploadFailed: shared(IMAGE_MESSAGES.uploadFailed),
                })),
              );
              await queryClient.invalidateQueries({
                queryKey: getHostelQueryOptions(hostel.id).queryKey,
              });
            }
            const messOk = !hostel.mess_available || (await messImage.uploadTo(hostel.id));
            if (!messOk) {
              failures.push(
                t('form.messPictureFailure', { reason: shared(IMAGE_MESSAGES.messUploadFailed) }),
              );
            }
            if (failures.length === 0) setSuccess(LISTING_MESSAGES.wizardSuccess);
            // Photo failures are listed on the saved hostel (issue 22 item 1), never a retry here.
            onCreated(hostel, failures);
          })();
        },
        onError: (error) => setBanner(errorText(error, LISTING_MESSAGES.wizardSaveFailed)),
      },
    );
  };

  const input = toHostelInput(form.values);
  return (
    <div className="space-y-6">
      <ol className="grid grid-cols-3 gap-2" aria-label={t('wizard.steps')}>
        {STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === step ? 'step' : undefined}
            className={clsx(
              'rounded-lg border px-3 py-2 text-sm',
              index === step
                ? 'border-teal-600 bg-teal-50 font-semibold text-teal-900 dark:bg-teal-950 dark:text-teal-100'
                : index < step
                  ? 'border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300'
                  : 'border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400',
            )}
          >
            <span className="block text-xs">{t('wizard.step', { number: index + 1 })}</span>
            {t(name)}
          </li>
        ))}
      </ol>

      {banner ? <Alert tone="error">{shared(banner)}</Alert> : null}
      {success ? <Alert tone="success">{shared(success)}</Alert> : null}

      {step === 0 ? (
        <form
          noValidate
          className="space-y-6"
          onSubmit={(event) => {
            if (!hasCityAndTown) {
              event.preventDefault();
              setBanner(LISTING_MESSAGES.wizardSelectCityTown);
              return;
            }
            goToRooms(event);
          }}
        >
          <HostelFormSections
            state={state}
            idPrefix={idPrefix}
            photos={photos}
            messImage={messImage}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={onCancel}>
              {t('action.cancel')}
            </Button>
            <Button type="submit">
              {t('wizard.nextRooms')}
              <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
            </Button>
          </div>
        </form>
      ) : null}

      {step === 1 ? (
        <div className="space-y-6">
          {renderRooms({
            rooms,
            roomPhotos,
            onChange: (nextRooms, nextPhotos) => {
              setRooms(nextRooms);
              setRoomPhotos(nextPhotos);
            },
          })}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={() => setStep(0)}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
              {t('action.back')}
            </Button>
            <Button onClick={() => setStep(2)}>
              {t('wizard.nextReview')}
              <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
            </Button>
          </div>
        </div>
      ) : null}

      {step === 2 ? (
        <div className="space-y-6">
          <section aria-labelledby={`${idPrefix}-review`} className="space-y-4">
            <h3 id={`${idPrefix}-review`} className="text-lg font-semibold">
              {t('wizard.step.review')}
            </h3>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <ReviewItem label={t('label.hostelName')}>{input.name}</ReviewItem>
              <ReviewItem label={t('label.gender')}>
                {input.gender_category ? t(GENDER_LABELS[input.gender_category]) : '—'}
              </ReviewItem>
              <ReviewItem label={t('label.priceRange')}>
                {format.monthlyPrice(input.price_range)}
              </ReviewItem>
              <ReviewItem label={t('label.contactPhone')}>
                <Ltr>{displayPhoneNumber(input.contact_phone)}</Ltr>
              </ReviewItem>
              <ReviewItem label={t('label.address')}>{input.address}</ReviewItem>
              <ReviewItem label={t('label.location')}>
                {[
                  location.location_type === 'university' ? names.university : null,
                  names.town,
                  names.city,
                ]
                  .filter(Boolean)
                  .join(listSeparator(language)) || '—'}
              </ReviewItem>
              <ReviewItem label={t('wizard.mapLocation')}>
                {picked
                  ? picked.formatted_address || (
                      <Ltr>{coordinatesAsText(picked.latitude, picked.longitude)}</Ltr>
                    )
                  : t('wizard.notConfirmed')}
              </ReviewItem>
              <ReviewItem label={t('label.facilities')}>
                {form.values.facilities.length
                  ? form.values.facilities
                      .map((name) => facilityLabel(name, language))
                      .join(listSeparator(language))
                  : t('wizard.none')}
              </ReviewItem>
              <ReviewItem label={t('label.mess')}>
                {input.mess_available
                  ? `${
                      typeof input.mess_monthly_price === 'number'
                        ? t('wizard.messAvailablePriced', {
                            price: format.rupees(input.mess_monthly_price),
                          })
                        : t('wizard.messAvailable')
                    }${input.mess_compulsory ? t('wizard.messCompulsorySuffix') : ''}`
                  : t('wizard.messNotAvailable')}
              </ReviewItem>
              <ReviewItem label={t('label.rooms')}>{format.number(rooms.length)}</ReviewItem>
              <ReviewItem label={t('label.photos')}>
                {format.number(photos.photos.length)}
              </ReviewItem>
              <ReviewItem label={t('wizard.roomPhotos')}>
                {format.number(roomPhotoCount)}
              </ReviewItem>
            </dl>
          </section>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button
              variant="outline"
              onClick={() => setStep(1)}
              disabled={save.isPending || success !== null}
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
              {t('action.back')}
            </Button>
            <Button onClick={submit} disabled={save.isPending || success !== null}>
              {save.isPending ? (
                <Spinner className="h-4 w-4" />
              ) : (
                <Check aria-hidden="true" className="h-4 w-4" />
              )}
              {t('form.create')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function ReviewItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
