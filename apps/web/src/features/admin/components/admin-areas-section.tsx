import {
  AREA_MESSAGES,
  formatCalendarDate,
  RenameAreaSchema,
  type HostelStatus,
  type PendingArea,
} from '@hostelhub/shared';
import { Check, GitMerge, MapPinned, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTowns } from '../../../lib/reference-data/get-towns';
import { usePendingAreas } from '../api/get-pending-areas';
import { useReviewArea } from '../api/review-area';

type Outcome = { tone: 'success' | 'error'; text: string };

const HOSTEL_STATUS_WORDS: Record<HostelStatus, string> = {
  pending: 'pending approval',
  approved: 'approved',
  rejected: 'not approved',
};

/** "2 hostels", "1 hostel". */
const hostelCount = (count: number) => `${count} ${count === 1 ? 'hostel' : 'hostels'}`;

/**
 * 'Areas' at /admin/areas (issue 22 item 17; docs/decisions/015): the areas owners typed that
 * the picker lacked, oldest first, each with its city, the owner who added it and the hostels in
 * it. Confirm keeps it as it is; Rename corrects its name and confirms it; Merge into moves its
 * hostels to a confirmed area of the same city and removes it.
 */
export function AdminAreasSection() {
  const areas = usePendingAreas();
  const review = useReviewArea();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [renaming, setRenaming] = useState<PendingArea | null>(null);
  const [merging, setMerging] = useState<PendingArea | null>(null);
  const isBusy = review.confirm.isPending || review.rename.isPending || review.merge.isPending;

  const confirm = (area: PendingArea) =>
    review.confirm.mutate(area.id, {
      onSuccess: () =>
        setOutcome({ tone: 'success', text: `${area.name} (${area.city}) was confirmed.` }),
      onError: (error) => setOutcome({ tone: 'error', text: error.message }),
    });

  return (
    <section aria-labelledby="admin-areas" className="min-w-0 space-y-3">
      <h2 id="admin-areas" className="text-lg font-semibold text-slate-900 dark:text-white">
        Areas awaiting review
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Areas owners added because the list lacked them. Their hostels use them at once; students
        see them once such a hostel is approved. Confirm, correct the name, or merge a duplicate
        into an area of the same city.
      </p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {areas.isPending ? (
        <div role="status" aria-label="Loading areas" className="space-y-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : areas.isError ? (
        <LoadError
          title="Failed to load areas"
          message={areas.error.message}
          onRetry={() => void areas.refetch()}
          isRetrying={areas.isFetching}
        />
      ) : areas.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No new areas are waiting for review.
        </p>
      ) : (
        <ul aria-label="Areas awaiting review" className="space-y-2">
          {areas.data.map((area) => (
            <li key={area.id}>
              <Card>
                <CardBody className="flex flex-wrap items-start gap-3 p-4 sm:p-4">
                  <MapPinned
                    aria-hidden="true"
                    className="mt-0.5 h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400"
                  />
                  <div className="min-w-0 flex-1 basis-52 space-y-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                      <span className="wrap-anywhere">{area.name}</span>
                      <Badge tone="amber">{AREA_MESSAGES.pendingReview}</Badge>
                    </p>
                    <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
                      {area.city} · added by{' '}
                      {area.created_by
                        ? `${area.created_by.full_name} (${area.created_by.email})`
                        : 'a deleted owner'}{' '}
                      on {formatCalendarDate(area.created_at)}
                    </p>
                    <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
                      {area.hostels.length === 0
                        ? 'No hostel is in it yet.'
                        : `${hostelCount(area.hostels.length)}: ${area.hostels
                            .map(
                              (hostel) => `${hostel.name} (${HOSTEL_STATUS_WORDS[hostel.status]})`,
                            )
                            .join(', ')}`}
                    </p>
                  </div>
                  <div className="flex w-full flex-wrap gap-2 sm:w-auto">
                    <Button
                      size="sm"
                      onClick={() => confirm(area)}
                      disabled={isBusy}
                      aria-label={`Confirm ${area.name}`}
                    >
                      <Check aria-hidden="true" className="h-4 w-4" />
                      Confirm
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setRenaming(area)}
                      disabled={isBusy}
                      aria-label={`Rename ${area.name}`}
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      Rename
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setMerging(area)}
                      disabled={isBusy}
                      aria-label={`Merge ${area.name} into another area`}
                    >
                      <GitMerge aria-hidden="true" className="h-4 w-4" />
                      Merge into…
                    </Button>
                  </div>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {renaming ? (
        <RenameAreaDialog
          area={renaming}
          onClose={() => setRenaming(null)}
          onDone={(text) => {
            setRenaming(null);
            setOutcome({ tone: 'success', text });
          }}
        />
      ) : null}
      {merging ? (
        <MergeAreaDialog
          area={merging}
          onClose={() => setMerging(null)}
          onDone={(text) => {
            setMerging(null);
            setOutcome({ tone: 'success', text });
          }}
        />
      ) : null}
    </section>
  );
}

interface ReviewDialogProps {
  area: PendingArea;
  onClose: () => void;
  /** Called with the success text once the review is saved. */
  onDone: (text: string) => void;
}

/** Rename: the corrected name (checked as the API checks it); saving confirms the area. */
function RenameAreaDialog({ area, onClose, onDone }: ReviewDialogProps) {
  const { rename } = useReviewArea();
  const id = useId();
  const [name, setName] = useState(area.name);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const parsed = RenameAreaSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? AREA_MESSAGES.nameShort);
      return;
    }
    setError(null);
    rename.mutate(
      { id: area.id, name: parsed.data.name },
      {
        onSuccess: (town) =>
          onDone(`${area.name} was renamed ${town.name} (${area.city}) and confirmed.`),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Rename ${area.name}`}
      description={`${area.city}. The area is confirmed under its new name.`}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button onClick={save} disabled={rename.isPending}>
            Rename and Confirm
          </Button>
        </>
      }
    >
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Field id={id} label="Area name" error={error ?? undefined} required>
          {(props) => (
            <Input
              {...props}
              autoComplete="off"
              maxLength={120}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        {rename.isError ? <Alert tone="error">{rename.error.message}</Alert> : null}
      </form>
    </Dialog>
  );
}

/** Merge into: a confirmed area of the same city; the pending one's hostels move to it. */
function MergeAreaDialog({ area, onClose, onDone }: ReviewDialogProps) {
  const { merge } = useReviewArea();
  const towns = useTowns(area.city_id);
  const id = useId();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = (towns.data ?? [])
    .filter((town) => town.status === 'confirmed' && town.id !== area.id)
    .sort((a, b) => a.name.localeCompare(b.name));

  const save = () => {
    if (!target) {
      setError('Choose the area to merge into');
      return;
    }
    setError(null);
    merge.mutate(
      { id: area.id, into_town_id: target },
      {
        onSuccess: (result) =>
          onDone(
            `${area.name} was merged into ${result.into.name} (${area.city}); ${hostelCount(result.hostels_moved)} moved.`,
          ),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Merge ${area.name}`}
      description={`Into a confirmed area of ${area.city}. ${
        area.hostels.length === 0
          ? 'No hostel is in it.'
          : `Its ${hostelCount(area.hostels.length)} ${area.hostels.length === 1 ? 'moves' : 'move'} there.`
      } ${area.name} is then removed.`}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={merge.isPending}>
            Cancel
          </Button>
          <Button onClick={save} disabled={merge.isPending || options.length === 0}>
            Merge
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {towns.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : towns.isError ? (
          <Alert tone="error">{towns.error.message}</Alert>
        ) : options.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {area.city} has no confirmed area yet: confirm or rename this one instead.
          </p>
        ) : (
          <Field id={id} label="Merge into" error={error ?? undefined} required>
            {(props) => (
              <Select {...props} value={target} onChange={(event) => setTarget(event.target.value)}>
                <option value="">Choose an area of {area.city}</option>
                {options.map((town) => (
                  <option key={town.id} value={town.id}>
                    {town.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {merge.isError ? <Alert tone="error">{merge.error.message}</Alert> : null}
      </div>
    </Dialog>
  );
}
