import {
  REVIEW_SORTS,
  type HostelDetail,
  type RatingDistribution,
  type Review,
  type ReviewSort,
} from '@hostelhub/shared';
import { MessageSquareText, PenLine } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { PendingButton } from '../../../../components/ui/pending-button';
import { Select } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { paths } from '../../../../config/paths';
import { useAuth } from '../../../../lib/auth';
import { errorText } from '../../../../lib/error-text';
import { useT } from '../../../../lib/i18n';
import { useReviewPages } from '../../api/get-reviews';
import { useInlineForm } from '../../hooks/use-inline-form';
import { hostelDetailText } from '../../i18n';
import { SECTION, SUBSECTION } from '../detail-section';
import { Heading } from '../heading';
import type { HostelDetailSlots } from '../slots';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

const SORT_LABELS = {
  newest: 'reviews.sort.newest',
  helpful: 'reviews.sort.helpful',
} as const satisfies Record<ReviewSort, string>;

interface Aggregate {
  average: number | null;
  count: number;
  distribution: RatingDistribution | undefined;
}

/** Each review once, in page order (a review written meanwhile may shift one into two pages). */
function uniqueReviews(pages: readonly (readonly Review[])[]): Review[] {
  const seen = new Map<string, Review>();
  for (const review of pages.flat()) if (!seen.has(review.id)) seen.set(review.id, review);
  return [...seen.values()];
}

function ReviewsSkeleton() {
  const t = useT(hostelDetailText);
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        {t('reviews.loading')}
      </p>
      {[0, 1].map((index) => (
        <div
          key={index}
          className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-1/4" />
          <Skeleton className="h-12 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * What the reader may do about writing a review (issue 26): a guest is offered sign-in (and
 * comes back to this hostel), a student without a review writes one, anyone else (owners,
 * admins, a student who has reviewed) sees nothing here.
 */
function WriteReview({
  hostelId,
  hasReviewed,
  isKnown,
}: {
  hostelId: string;
  /** The student's own review is among those shown. */
  hasReviewed: boolean;
  /** Whether the reviews shown are known yet (else the student may have one among them). */
  isKnown: boolean;
}) {
  const t = useT(hostelDetailText);
  const { status, user } = useAuth();
  const location = useLocation();
  const { mode, open, close, opener } = useInlineForm<'closed' | 'open'>('closed');

  if (status === 'loading') return null;
  if (status !== 'signed-in' || !user) {
    return (
      <Link
        to={paths.auth.login.getHref(`${location.pathname}${location.search}`)}
        className={buttonVariants({ variant: 'outline' })}
      >
        {t('reviews.signIn')}
      </Link>
    );
  }
  if (user.role !== 'student' || hasReviewed || !isKnown) return null;
  if (mode === 'open') {
    return <ReviewForm hostelId={hostelId} headingLevel={SUBSECTION} onDone={close} />;
  }
  return (
    <button
      ref={opener('open')}
      type="button"
      className={buttonVariants()}
      onClick={() => open('open')}
    >
      <PenLine aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
      {t('reviews.write')}
    </button>
  );
}

/**
 * The hostel's reviews (issue 26): the aggregate (average, count, stars' distribution), writing
 * a review, and the list newest or most helpful first, ten at a time with "Show more". A hostel
 * the detail says has no reviews asks for none. `canReply`: the reader owns the hostel.
 * `renderReport`: the Report action each review not the reader's carries.
 */
export function ReviewsSection({
  hostel,
  canReply,
  renderReport,
}: {
  hostel: HostelDetail;
  canReply: boolean;
  /** The Report action of a review (HostelDetailSlots['renderReport']). */
  renderReport?: HostelDetailSlots['renderReport'];
}) {
  const t = useT(hostelDetailText);
  const { status } = useAuth();
  const headingId = useId();
  const sortId = useId();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [pageCount, setPageCount] = useState(1);
  // Absent from older answers: then ask.
  const hasReviews = hostel.rating_count === undefined || hostel.rating_count > 0;
  const pages = useReviewPages({ hostelId: hostel.id, sort, pageCount }, { enabled: hasReviews });
  const first = pages[0];
  const last = pages[pages.length - 1];
  const reviews = uniqueReviews(pages.map((page) => page.data?.reviews ?? []));
  const totalPages = first?.data?.pagination.total_pages ?? 1;

  // The list's aggregate is the freshest; until it arrives, the detail's.
  const aggregate: Aggregate = first?.data
    ? {
        average: first.data.aggregate.rating_average,
        count: first.data.aggregate.rating_count,
        distribution: first.data.aggregate.distribution,
      }
    : {
        average: hostel.rating_average ?? null,
        count: hostel.rating_count ?? 0,
        distribution: hostel.rating_distribution,
      };
  const isEmpty = !hasReviews || (first?.data !== undefined && reviews.length === 0);

  let list: ReactNode;
  if (isEmpty) {
    list = (
      <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-700">
        <MessageSquareText
          aria-hidden="true"
          className="mt-0.5 h-5 w-5 shrink-0 text-slate-400 dark:text-slate-500"
        />
        <div className="space-y-1 text-sm">
          <p className="font-medium text-slate-900 dark:text-white">{t('reviews.empty.title')}</p>
          <p className="text-slate-600 dark:text-slate-400">{t('reviews.empty.body')}</p>
        </div>
      </div>
    );
  } else if (!first || first.isPending) {
    list = <ReviewsSkeleton />;
  } else if (first.isError) {
    list = (
      <LoadError
        title={t('reviews.loadFailed')}
        message={errorText(first.error, t('reviews.loadFailed'))}
        onRetry={() => void first.refetch()}
        isRetrying={first.isFetching}
      />
    );
  } else {
    const isLoadingMore = pageCount > 1 && last?.isPending === true;
    list = (
      <div className="space-y-4">
        {aggregate.count > 1 ? (
          <div className="flex flex-wrap items-center justify-end gap-2">
            <label
              htmlFor={sortId}
              className="text-sm font-medium whitespace-nowrap text-slate-800 dark:text-slate-200"
            >
              {t('reviews.sort.label')}
            </label>
            <Select
              id={sortId}
              value={sort}
              onChange={(event) => {
                const next = REVIEW_SORTS.find((option) => option === event.target.value);
                if (!next) return;
                setSort(next);
                setPageCount(1);
              }}
              className="w-auto"
            >
              {REVIEW_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(SORT_LABELS[option])}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <ol aria-label={t('reviews.list.label')} className="space-y-4">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem
                hostelId={hostel.id}
                review={review}
                headingLevel={SUBSECTION}
                isSignedIn={status === 'signed-in'}
                canReply={canReply}
                renderReport={renderReport}
              />
            </li>
          ))}
        </ol>
        {last?.isError && pageCount > 1 ? (
          <Alert tone="error">
            {errorText(last.error, t('reviews.loadFailed'))}{' '}
            <Button variant="outline" size="sm" onClick={() => void last.refetch()}>
              {t('reviews.retry')}
            </Button>
          </Alert>
        ) : pageCount < totalPages || isLoadingMore ? (
          <PendingButton
            variant="outline"
            isPending={isLoadingMore}
            aria-disabled={isLoadingMore || undefined}
            onClick={() => {
              if (!isLoadingMore) setPageCount((count) => count + 1);
            }}
            className="w-full sm:w-auto"
          >
            {t('reviews.showMore')}
          </PendingButton>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <Heading
        level={SECTION}
        id={headingId}
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t('reviews.title')}
      </Heading>
      {aggregate.average !== null && aggregate.count > 0 ? (
        <RatingSummary
          average={aggregate.average}
          count={aggregate.count}
          distribution={aggregate.distribution}
        />
      ) : null}
      <WriteReview
        hostelId={hostel.id}
        hasReviewed={reviews.some((review) => review.is_own === true)}
        isKnown={!hasReviews || first?.data !== undefined}
      />
      {list}
    </section>
  );
}
