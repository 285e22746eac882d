import type { HostelSummary } from '@hostelhub/shared';
import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';
import { hostelSearchText } from '../i18n';

/**
 * The favourite heart beside a hostel's name in its detail dialog (part 1 section 2): pressed
 * when saved; guests are asked to sign in (part 1 section 4). The route hands it to the dialog.
 */
export function FavoriteToggleButton({ hostel }: { hostel: HostelSummary }) {
  const { isFavorite, toggle } = useFavoriteToggle(hostel.id, hostel);
  const t = useT(hostelSearchText);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={isFavorite}
      aria-label={t('favorite.saveNamed', { name: hostel.name })}
      title={isFavorite ? t('favorite.remove') : t('favorite.save')}
      onClick={toggle}
    >
      <Heart
        aria-hidden="true"
        className={clsx('h-4 w-4', isFavorite && 'text-red-600 dark:text-red-500')}
        fill={isFavorite ? 'currentColor' : 'none'}
      />
    </Button>
  );
}
