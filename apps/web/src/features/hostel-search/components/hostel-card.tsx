import {
  formatMonthlyPrice,
  getHostelCardTags,
  type HostelCardTag,
  type HostelSummary,
} from '@hostelhub/shared';
import { Building2, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatLocationLine } from '../../../utils/format-location';

function tagTone(tag: HostelCardTag, hostel: HostelSummary): BadgeTone {
  if (tag.kind === 'gender') return hostel.gender_category === 'male' ? 'blue' : 'pink';
  if (tag.kind === 'mess') return 'green';
  return 'neutral';
}

export interface HostelCardProps {
  hostel: HostelSummary;
  /** Level of the hostel name's heading within the page outline. */
  headingLevel?: 2 | 3;
}

/** One hostel in a list (part 1 section 2 'Hostel card'); the whole card opens its detail page. */
export function HostelCard({ hostel, headingLevel = 2 }: HostelCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tags = getHostelCardTags(hostel);
  const location = formatLocationLine(hostel);
  const moreImages = hostel.image_count - 1;
  const showImage = Boolean(hostel.image_url) && !imageFailed;

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-teal-600 hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
        {showImage ? (
          <img
            src={hostel.image_url ?? undefined}
            alt={`Photo of ${hostel.name}`}
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
            className="h-full w-full object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label="No photo available"
            className="flex h-full w-full items-center justify-center text-slate-400 dark:text-slate-500"
          >
            <Building2 aria-hidden="true" className="h-12 w-12" />
          </div>
        )}
        {moreImages > 0 ? (
          <span className="absolute right-2 bottom-2 rounded-md bg-slate-950/75 px-2 py-1 text-xs font-medium text-white">
            +{moreImages} more
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg leading-snug font-semibold text-slate-900 dark:text-white">
          <Link
            to={paths.hostels.detail.getHref(hostel.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {hostel.name}
          </Link>
        </Heading>
        <p className="font-semibold text-teal-800 dark:text-teal-300">
          {formatMonthlyPrice(hostel.price_range)}
        </p>
        {location ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span>{location}</span>
          </p>
        ) : null}
        {tags.length > 0 ? (
          <ul aria-label="Highlights" className="mt-auto flex flex-wrap gap-1.5 pt-2">
            {tags.map((tag) => (
              <li key={`${tag.kind}-${tag.label}`}>
                <Badge tone={tagTone(tag, hostel)}>{tag.label}</Badge>
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
