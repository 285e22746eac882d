import type { Bed, RoomBeds } from '@hostelhub/shared';
import { BedDouble } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useBeds } from '../api/get-beds';
import { registerText } from '../i18n';
import { BedLegend } from './bed-legend';
import { BedTile } from './bed-tile';

/** A room's name as the register shows it: its title, else its type. */
export function roomName(room: { room_title: string | null; room_type: string }): string {
  return room.room_title ?? room.room_type;
}

/**
 * The bed map (issue 44 items 1 and 7): one row per room, its beds as tiles by state, under a
 * legend that does not rely on colour. Choosing a free bed calls `onAdd` with its room.
 */
export function BedMap({
  hostelId,
  onAdd,
}: {
  hostelId: string;
  onAdd: (room: RoomBeds, bed: Bed) => void;
}) {
  const t = useT(registerText);
  const format = useFormatters();
  const beds = useBeds(hostelId);
  return (
    <section aria-labelledby="register-beds" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="register-beds" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('beds.heading')}
        </h2>
        <BedLegend />
      </div>
      {beds.isError ? (
        <LoadError
          title={t('beds.loadFailed')}
          message={errorText(beds.error, t('beds.loadFailed'))}
          onRetry={() => void beds.refetch()}
          isRetrying={beds.isFetching}
        />
      ) : !beds.data ? (
        <div role="status" aria-label={t('beds.loading')} className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : beds.data.length === 0 ? (
        <EmptyState icon={BedDouble} title={t('beds.empty')}>
          {t('beds.emptyText')}
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {beds.data.map((room) => (
            <li
              key={room.room_id}
              className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="mb-2 flex flex-wrap items-baseline gap-x-3 text-sm">
                <span className="font-semibold text-slate-900 dark:text-white">
                  {roomName(room)}
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  {t('room.inUse', {
                    used: format.number(room.current_occupancy),
                    total: room.max_occupancy,
                  })}
                </span>
              </h3>
              <ul
                aria-label={t('room.beds', { room: roomName(room) })}
                className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
              >
                {room.beds.map((bed) => (
                  <li key={bed.id}>
                    <BedTile bed={bed} onAdd={(chosen) => onAdd(room, chosen)} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
