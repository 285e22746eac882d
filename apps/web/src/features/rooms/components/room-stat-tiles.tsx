import type { Room } from '@hostelhub/shared';
import { BedDouble, CircleCheck, CircleSlash, Wallet, type LucideIcon } from 'lucide-react';
import { Card, CardBody } from '../../../components/ui/card';
import { useFormatters, useT } from '../../../lib/i18n';
import { roomsText } from '../i18n';
import { roomStats } from '../utils/room-display';

/**
 * The four tiles of the room page (part 2 section 2): Total Rooms, Available, Occupied and
 * Starting From (the lowest monthly price, Rs 0 without rooms).
 */
export function RoomStatTiles({ rooms }: { rooms: readonly Room[] }) {
  const t = useT(roomsText);
  const format = useFormatters();
  const stats = roomStats(rooms);
  const tiles: { label: string; value: string; icon: LucideIcon }[] = [
    { label: t('stats.totalRooms'), value: format.number(stats.total), icon: BedDouble },
    { label: t('stats.available'), value: format.number(stats.available), icon: CircleCheck },
    { label: t('stats.occupied'), value: format.number(stats.occupied), icon: CircleSlash },
    { label: t('stats.startingFrom'), value: format.rupees(stats.startingFrom), icon: Wallet },
  ];
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {tiles.map(({ label, value, icon: Icon }) => (
        <Card key={label}>
          <CardBody className="flex items-center gap-3 p-4 sm:p-4">
            <Icon
              aria-hidden="true"
              className="h-6 w-6 shrink-0 text-teal-700 dark:text-teal-400"
            />
            <dl>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900 dark:text-slate-100">{value}</dd>
            </dl>
          </CardBody>
        </Card>
      ))}
    </div>
  );
}
