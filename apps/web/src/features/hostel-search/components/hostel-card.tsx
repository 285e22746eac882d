import {
  CARD_BADGE_LIMIT,
  getHostelCardTags,
  REVIEW_RATING_MAX,
  type HostelCardTag,
  type HostelSummary,
} from '@hostelhub/shared';
import clsx from 'clsx';
import { Building2, Heart, MapPin, Navigation, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { HostelBadges } from '../../../components/hostel-badges';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useFormatters, useLanguage, useT } from '../../../lib/i18n';
import { listSeparator, useFacilityLabel, usePlaceName } from '../../../lib/place-names';
import { formatLocationLine } from '../../../utils/format-location';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';
import { hostelSearchText, type HostelSearchKey } from '../i18n';
import { useHostelCardAction } from './hostel-card-action';
import { OPENED_FROM_LIST_STATE } from '../utils/opened-from-list';
import { CARD_IMAGE_SIZES } from '../../../lib/image-sizes';

function tagTone(tag: HostelCardTag, hostel: HostelSummary): BadgeTone {
  if (tag.kind === 'gender') return hostel.gender_category === 'male' ? 'blue' : 'pink';
  if (tag.kind === 'mess') return 'green';
  return 'neutral';
}

/**
 * A tag's text: the gender and mess tags in the page's language; a facility by its name in the
 * page's language (`facility`: useFacilityLabel).
 */
function tagLabel(
  tag: HostelCardTag,
  hostel: HostelSummary,
  t: (key: HostelSearchKey) => string,
  facility: (name: string) => string,
) {
  if (tag.kind === 'gender') {
    return t(hostel.gender_category === 'male' ? 'card.tag.boys' : 'card.tag.girls');
  }
  if (tag.kind === 'mess') return t('card.tag.mess');
  return facility(tag.label);
}

/** The heart on a card: toggles the favourite, or asks a guest to sign in (part 1 section 4). */
function FavoriteButton({ hostel }: { hostel: HostelSummary }) {
  const { isFavorite, toggle } = useFavoriteToggle(hostel.id, hostel);
  const t = useT(hostelSearchText);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isFavorite}
      aria-label={t('favorite.saveNamed', { name: hostel.name })}
      title={isFavorite ? t('favorite.remove') : t('favorite.save')}
      className="absolute end-2 top-2 z-10 flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm transition-colors hover:bg-white hover:text-red-600 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:bg-slate-900/90 dark:text-slate-200"
    >
      <Heart
        aria-hidden="true"
        className={clsx('h-5 w-5', isFavorite && 'text-red-600 dark:text-red-500')}
        fill={isFavorite ? 'currentColor' : 'none'}
      />
    </button>
  );
}

/**
 * The hostel's average rating and how many reviews it has ('4.3 · 12 reviews', issue 26), or
 * an empty line without reviews: the line is always there, so every card keeps one height.
 */
function CardRating({ hostel }: { hostel: HostelSummary }) {
  const t = useT(hostelSearchText);
  const format = useFormatters();
  const count = hostel.rating_count ?? 0;
  const average = hostel.rating_average;
  if (average == null || count === 0) return <p aria-hidden="true" className="h-5" />;
  const values = { average: format.rating(average), count };
  return (
    <p className="flex h-5 items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
      <Star aria-hidden="true" className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500" />
      <span aria-hidden="true">{t('card.rating', values)}</span>
      <span className="sr-only">
        {t('card.ratingLabel', { ...values, max: format.number(REVIEW_RATING_MAX) })}
      </span>
    </p>
  );
}

export interface HostelCardProps {
  hostel: HostelSummary;
  /** Level of the hostel name's heading within the page outline. */
  headingLevel?: 2 | 3;
  /** Where the card leads; the hostel's page by default. The browse list keeps its query. */
  to?: string;
  /**
   * The photo is likely the largest thing on screen at load (the list's first card): fetched
   * at once with high priority instead of lazily.
   */
  priority?: boolean;
  /**
   * The distance line near a university (issue 42): "1.2 km from LUMS" for `distance_km`;
   * without it "1.2 km away".
   */
  distanceLabel?: ((km: number) => string) | undefined;
}

/**
 * One hostel in a list (part 1 section 2 'Hostel card'): the whole card opens its detail, the
 * heart saves it as a favourite.
 */
export function HostelCard({
  hostel,
  headingLevel = 2,
  to,
  priority = false,
  distanceLabel,
}: HostelCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const t = useT(hostelSearchText);
  const format = useFormatters();
  const placeName = usePlaceName();
  const facilityLabel = useFacilityLabel();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tags = getHostelCardTags(hostel);
  const { language } = useLanguage();
  const location = formatLocationLine(hostel, placeName, listSeparator(language));
  const moreImages = hostel.image_count - 1;
  const showImage = Boolean(hostel.image_url) && !imageFailed;
  const renderAction = useHostelCardAction();

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-teal-600 hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
        {showImage ? (
          <img
            src={hostel.image_url ?? undefined}
            srcSet={hostel.image_srcset ?? undefined}
            sizes={hostel.image_srcset ? CARD_IMAGE_SIZES : undefined}
            // The frame's 4:3 shape: the space is held before the photo arrives.
            width={400}
            height={300}
            alt={t('card.photoOf', { name: hostel.name })}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            onError={() => setImageFailed(true)}
            className="h-full w-full object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label={t('card.noPhoto')}
            className="flex h-full w-full items-center justify-center text-slate-400 dark:text-slate-500"
          >
            <Building2 aria-hidden="true" className="h-12 w-12" />
          </div>
        )}
        {moreImages > 0 ? (
          <span className="absolute end-2 bottom-2 rounded-md bg-slate-950/75 px-2 py-1 text-xs font-medium text-white">
            {t('card.morePhotos', { count: moreImages })}
          </span>
        ) : null}
        <FavoriteButton hostel={hostel} />
        {/* Issue 29: Compare, from features/compare through app/router. */}
        {renderAction ? (
          <div className="absolute start-2 top-2 z-10">{renderAction(hostel)}</div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg leading-snug font-semibold text-slate-900 dark:text-white">
          <Link
            to={to ?? paths.hostels.detail.getHref(hostel.id)}
            state={OPENED_FROM_LIST_STATE}
            // The dialog opens over the list; the list must stay where it was scrolled.
            preventScrollReset
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {hostel.name}
          </Link>
        </Heading>
        <CardRating hostel={hostel} />
        {/* Issue 26: the first CARD_BADGE_LIMIT earned badges; the detail shows them all. */}
        <HostelBadges hostel={hostel} limit={CARD_BADGE_LIMIT} />
        <p className="font-semibold text-teal-800 dark:text-teal-300">
          {format.monthlyPrice(hostel.price_range)}
        </p>
        {location ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span>{location}</span>
          </p>
        ) : null}
        {hostel.distance_km !== null ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <Navigation aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span>
              {distanceLabel
                ? distanceLabel(hostel.distance_km)
                : t('card.distance', { km: hostel.distance_km.toFixed(1) })}
            </span>
          </p>
        ) : null}
        {tags.length > 0 ? (
          <ul aria-label={t('card.highlights')} className="mt-auto flex flex-wrap gap-1.5 pt-2">
            {tags.map((tag) => (
              <li key={`${tag.kind}-${tag.label}`}>
                <Badge tone={tagTone(tag, hostel)}>{tagLabel(tag, hostel, t, facilityLabel)}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

export function HostelCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-2 pt-2">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-24 rounded-full" />
        </div>
      </div>
    </div>
  );
}

/** The responsive card grid: one column on phones, two on tablets, three on desktops. */
export const hostelGridClasses = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';
