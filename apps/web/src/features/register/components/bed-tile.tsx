import type { Bed } from '@hostelhub/shared';
import clsx from 'clsx';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { errorText } from '../../../lib/error-text';
import { useUpdateBed } from '../api/update-bed';
import { paths } from '../../../config/paths';
import { useFormatters, useT } from '../../../lib/i18n';
import { registerText } from '../i18n';
import { BED_STATE_LOOK } from '../utils/bed-states';

const TILE =
  'flex min-h-20 w-full flex-col items-start gap-1 rounded-lg border-2 p-2 text-start text-sm focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-slate-950';

/**
 * One bed of the map (issue 44 item 7): its label, its state's icon and word, and who is in it
 * (the resident, "free from" a date, the reserved student). A free bed is a button that adds a
 * resident to it; an occupied one (or on notice) links to its resident.
 */
export function BedTile({ bed, onAdd }: { bed: Bed; onAdd: (bed: Bed) => void }) {
  const t = useT(registerText);
  const format = useFormatters();
  const look = BED_STATE_LOOK[bed.state];
  const Icon = look.icon;
  const who =
    bed.state === 'reserved' && bed.reservation
      ? t('bed.reservedFor', {
          name: bed.reservation.student_name,
          date: format.calendarDate(bed.reservation.move_in),
        })
      : bed.state === 'on_notice' && bed.free_from
        ? t('bed.freeFrom', { date: format.calendarDate(bed.free_from) })
        : null;
  const body = (
    <>
      <span className="flex w-full flex-wrap items-center justify-between gap-x-2">
        <span className="font-semibold">{t('bed.label', { label: bed.label })}</span>
        <span className="inline-flex items-center gap-1 text-xs font-medium">
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t(look.label)}
        </span>
      </span>
      {bed.resident ? (
        <span className="truncate-or-wrap w-full">{bed.resident.full_name}</span>
      ) : null}
      {who ? <span className="text-xs">{who}</span> : null}
    </>
  );
  if (bed.state === 'free') {
    return (
      <button
        type="button"
        className={clsx(TILE, look.tile, 'hover:brightness-95')}
        onClick={() => onAdd(bed)}
        aria-label={t('bed.addTo', { label: bed.label })}
      >
        {body}
      </button>
    );
  }
  if (bed.resident) {
    return (
      <Link
        to={paths.register.resident.getHref(bed.resident.id)}
        className={clsx(TILE, look.tile, 'hover:brightness-95')}
      >
        {body}
      </Link>
    );
  }
  if (bed.state === 'marked_taken') {
    return (
      <div className={clsx(TILE, look.tile)}>
        {body}
        <MarkFreeButton bed={bed} />
      </div>
    );
  }
  return <div className={clsx(TILE, look.tile)}>{body}</div>;
}

/**
 * Clears a "taken (no record)" mark (the migration and the room form's occupancy made them):
 * the bed becomes free for a resident and for students at once.
 */
function MarkFreeButton({ bed }: { bed: Bed }) {
  const t = useT(registerText);
  const update = useUpdateBed();
  return (
    <button
      type="button"
      className="mt-auto text-xs font-medium text-teal-800 underline underline-offset-2 hover:no-underline focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none disabled:opacity-60 dark:text-teal-300"
      disabled={update.isPending}
      aria-label={t('bed.markFreeNamed', { label: bed.label })}
      onClick={() =>
        update.mutate(
          { bedId: bed.id, marked_taken: false },
          {
            onSuccess: () => toast.success(t('bed.markedFree', { label: bed.label })),
            onError: (error) => toast.error(errorText(error, t('bed.markFailed'))),
          },
        )
      }
    >
      {t('bed.markFree')}
    </button>
  );
}
