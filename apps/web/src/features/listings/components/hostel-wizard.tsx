import {
  displayPhoneNumber,
  ERROR_BANNER_MS,
  IMAGE_MESSAGES,
  formatMonthlyPrice,
  formatRupees,
  LISTING_MESSAGES,
  WizardHostelDetailsSchema,
  type HostelDetail,
  type WizardRoomInput,
} from '@hostelhub/shared';
import clsx from 'clsx';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveHostel } from '../api/save-hostel';
import { hostelFormStart, useHostelForm } from '../hooks/use-hostel-form';
import { useHostelPhotoUploads } from '../hooks/use-hostel-photo-uploads';
import { useMessImage } from '../hooks/use-mess-image';
import { failureReason } from '../utils/save-error-text';
import { GENDER_LABELS } from './hostel-form-sections';
import { HostelFormSections } from './hostel-form-sections';

/** The wizard's rooms step, given by the route (the rooms feature draws it). */
export type RenderWizardRooms = (props: {
  rooms: WizardRoomInput[];
  onChange: (rooms: WizardRoomInput[]) => void;
}) => ReactNode;

export interface HostelWizardProps {
  renderRooms: RenderWizardRooms;
  /** Called once the hostel and its rooms are created. */
  onCreated: (hostel: HostelDetail) => void;
  onCancel: () => void;
}

const STEPS = ['Hostel Details', 'Add Rooms', 'Review'] as const;

/**
 * The hostel wizard (part 2 section 2 'Hostel wizard', section 4): step 1 the hostel (the
 * same sections as the single-page form), step 2 its rooms (held here until the end), step 3
 * a review that creates everything in one request. Step 1 needs a city and a town; the final
 * submit needs them and confirmed map coordinates. Error banners clear after 5 s.
 */
export function HostelWizard({ renderRooms, onCreated, onCancel }: HostelWizardProps) {
  const idPrefix = `wizard-${useId().replaceAll(':', '')}`;
  const state = useHostelForm(WizardHostelDetailsSchema, hostelFormStart());
  const [step, setStep] = useState(0);
  const [rooms, setRooms] = useState<WizardRoomInput[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const save = useSaveHostel();
  const photos = useHostelPhotoUploads();
  const messImage = useMessImage();

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), ERROR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const hasCityAndTown = state.location.city_id !== null && state.location.town_id !== null;

  const goToRooms = state.form.handleSubmit(() => {
    setBanner(null);
    setStep(1);
  });

  const submit = () => {
    if (!hasCityAndTown) {
      setBanner(LISTING_MESSAGES.wizardLocationIncomplete);
      return;
    }
    if (!state.picked) {
      setBanner(LISTING_MESSAGES.wizardConfirmCoordinates);
      return;
    }
    setBanner(null);
    save.mutate(
      { body: { ...state.input(), rooms } },
      {
        onSuccess: (hostel) => {
          void (async () => {
            const failures = await photos.uploadAll(hostel.id);
            const messOk = !hostel.mess_available || (await messImage.uploadTo(hostel.id));
            if (!messOk) failures.push(IMAGE_MESSAGES.messUploadFailed);
            if (failures.length > 0) {
              setBanner(`The hostel and rooms were created, but: ${failures.join(' ')}`);
              return;
            }
            setSuccess(LISTING_MESSAGES.wizardSuccess);
            onCreated(hostel);
          })();
        },
        onError: (error) => setBanner(failureReason(error, LISTING_MESSAGES.wizardSaveFailed)),
      },
    );
  };

  const input = state.input();
  return (
    <div className="space-y-6">
      <ol className="grid grid-cols-3 gap-2" aria-label="Steps">
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
            <span className="block text-xs">Step {index + 1}</span>
            {name}
          </li>
        ))}
      </ol>

      {banner ? <Alert tone="error">{banner}</Alert> : null}
      {success ? <Alert tone="success">{success}</Alert> : null}

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
              Cancel
            </Button>
            <Button type="submit">
              Next: Add Rooms
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        </form>
      ) : null}

      {step === 1 ? (
        <div className="space-y-6">
          {renderRooms({ rooms, onChange: setRooms })}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={() => setStep(0)}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back
            </Button>
            <Button onClick={() => setStep(2)}>
              Next: Review
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        </div>
      ) : null}

      {step === 2 ? (
        <div className="space-y-6">
          <section aria-labelledby={`${idPrefix}-review`} className="space-y-4">
            <h3 id={`${idPrefix}-review`} className="text-lg font-semibold">
              Review
            </h3>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <ReviewItem label="Hostel name">{input.name}</ReviewItem>
              <ReviewItem label="Gender category">
                {input.gender_category ? GENDER_LABELS[input.gender_category] : '—'}
              </ReviewItem>
              <ReviewItem label="Price range">{formatMonthlyPrice(input.price_range)}</ReviewItem>
              <ReviewItem label="Contact phone">
                {displayPhoneNumber(input.contact_phone)}
              </ReviewItem>
              <ReviewItem label="Address">{input.address}</ReviewItem>
              <ReviewItem label="Location">
                {[
                  state.location.location_type === 'university'
                    ? state.location.university_name
                    : null,
                  state.location.town_name,
                  state.location.city_name,
                ]
                  .filter(Boolean)
                  .join(', ') || '—'}
              </ReviewItem>
              <ReviewItem label="Map location">
                {state.picked ? state.picked.formatted_address : 'Not confirmed'}
              </ReviewItem>
              <ReviewItem label="Facilities">
                {state.facilities.length ? state.facilities.join(', ') : 'None'}
              </ReviewItem>
              <ReviewItem label="Mess">
                {input.mess_available
                  ? `Available${
                      typeof input.mess_monthly_price === 'number'
                        ? `, ${formatRupees(input.mess_monthly_price)} / month`
                        : ''
                    }${input.mess_compulsory ? ' (compulsory)' : ''}`
                  : 'Not available'}
              </ReviewItem>
              <ReviewItem label="Rooms">{String(rooms.length)}</ReviewItem>
              <ReviewItem label="Photos">{String(photos.photos.length)}</ReviewItem>
            </dl>
          </section>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={() => setStep(1)} disabled={save.isPending}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back
            </Button>
            <Button onClick={submit} disabled={save.isPending || success !== null}>
              {save.isPending ? (
                <Spinner className="h-4 w-4" />
              ) : (
                <Check aria-hidden="true" className="h-4 w-4" />
              )}
              Create Hostel
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
