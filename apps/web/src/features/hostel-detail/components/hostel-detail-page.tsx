import { ArrowLeft } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { hostelDetailText } from '../i18n';
import { DetailFrameContext } from './detail-title';
import { HostelDetailBody } from './hostel-detail-body';
import type { HostelDetailSlots } from './slots';

export interface HostelDetailPageProps extends HostelDetailSlots {
  /** The university a near card named (`?near=`, issue 42): the detail shows the distance. */
  nearUniversity?: string | undefined;
  hostelId: string;
  /** Where "All hostels" leads: the browse screen, with the query the link came with. */
  backHref: string;
  onClose: () => void;
}

/**
 * A hostel on a page of its own (issue 25): what a direct load of /hostels/{id} shows, rendered
 * on the server for crawlers, link previews and phones without JavaScript. Opened from a list,
 * the same content stays a dialog (decision 005).
 */
export function HostelDetailPage({ hostelId, backHref, onClose, ...slots }: HostelDetailPageProps) {
  const t = useT(hostelDetailText);
  const titleId = useId();
  const frame = useMemo(() => ({ frame: 'page' as const, titleId }), [titleId]);
  return (
    <DetailFrameContext.Provider value={frame}>
      <article
        aria-labelledby={titleId}
        className="mx-auto max-w-4xl space-y-4 px-4 py-6 sm:px-6 md:py-10"
      >
        <Link
          to={backHref}
          className="inline-flex items-center gap-1 text-sm font-medium text-teal-700 hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:text-teal-400"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          {t('page.allHostels')}
        </Link>
        <HostelDetailBody hostelId={hostelId} onClose={onClose} {...slots} />
      </article>
    </DetailFrameContext.Provider>
  );
}
