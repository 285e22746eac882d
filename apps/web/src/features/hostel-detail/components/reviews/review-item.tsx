import { REVIEW_RATING_CATEGORIES, type Review } from '@hostelhub/shared';
import { BadgeCheck, MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../../../components/ui/badge';
import { buttonVariants } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-provider';
import { errorText } from '../../../../lib/error-text';
import { useFormatters, useT } from '../../../../lib/i18n';
import { useDeleteReview } from '../../api/delete-review';
import { useInlineForm } from '../../hooks/use-inline-form';
import { hostelDetailText } from '../../i18n';
import { Heading, type HeadingLevel } from '../heading';
import type { HostelDetailSlots } from '../slots';
import { HelpfulButton } from './helpful-button';
import { ReplyForm } from './reply-form';
import { ReviewForm } from './review-form';
import { CATEGORY_LABELS, VERIFICATION_LABELS } from './review-words';
import { StarRating } from './star-rating';

// Plain buttons (the kit's Button takes no ref): focus comes back to them when a form closes.
const ghostButton = buttonVariants({ variant: 'ghost', size: 'sm' });

export interface ReviewItemProps {
  hostelId: string;
  review: Review;
  headingLevel: HeadingLevel;
  /** A signed-in reader: may mark other people's reviews helpful. */
  isSignedIn: boolean;
  /** The reader owns the hostel: may reply to the review. */
  canReply: boolean;
  /** The Report action (issue 26), offered on reviews the reader did not write. */
  renderReport?: HostelDetailSlots['renderReport'];
}

/**
 * One review (issue 26): its stars, the category ratings it gave, its text, author, date and
 * verification label, the owner's reply, and what the reader may do with it: mark it helpful,
 * edit or delete their own, reply as the hostel's owner, or report someone else's.
 */
export function ReviewItem({
  hostelId,
  review,
  headingLevel,
  isSignedIn,
  canReply,
  renderReport,
}: ReviewItemProps) {
  const t = useT(hostelDetailText);
  const format = useFormatters();
  const confirm = useConfirm();
  const remove = useDeleteReview(hostelId);
  const { mode, open, close, opener } = useInlineForm<'view' | 'edit' | 'reply'>('view');
  const isOwn = review.is_own === true;
  const rated = REVIEW_RATING_CATEGORIES.filter((category) => review.ratings[category] !== null);
  const titleId = `review-${review.id}-author`;

  if (mode === 'edit' && isOwn) {
    return (
      <ReviewForm hostelId={hostelId} review={review} headingLevel={headingLevel} onDone={close} />
    );
  }

  const deleteReview = async () => {
    const isSure = await confirm({
      title: t('reviews.delete.confirmTitle'),
      message: t('reviews.delete.confirmMessage'),
      confirmLabel: t('reviews.delete.confirm'),
      isDestructive: true,
    });
    if (!isSure) return;
    // Awaited rather than mutate's callbacks: the review is gone from the list (and this item
    // unmounted) by the time the refetch that follows the delete has settled.
    try {
      await remove.mutateAsync(review.id);
      toast.success(t('reviews.deleted'));
    } catch (error) {
      toast.error(errorText(error, t('reviews.delete.failed')));
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-1">
          <Heading
            level={headingLevel}
            id={titleId}
            className="font-semibold text-slate-900 dark:text-white"
          >
            {/* A name keeps its own direction on an Urdu page ("Ayesha K.", not ".Ayesha K"). */}
            <bdi>{review.author_name}</bdi>
            {isOwn ? (
              <Badge tone="brand" className="ms-2 align-middle">
                {t('reviews.own')}
              </Badge>
            ) : null}
          </Heading>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <time dateTime={review.created_at}>{format.calendarDate(review.created_at)}</time>
            <span className="inline-flex items-center gap-1 text-green-800 dark:text-green-300">
              <BadgeCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
              {t(VERIFICATION_LABELS[review.verification])}
            </span>
          </p>
        </div>
        <StarRating value={review.rating} />
      </header>

      {rated.length > 0 ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm min-[380px]:grid-cols-2 sm:grid-cols-3">
          {rated.map((category) => (
            <div key={category} className="flex items-center justify-between gap-2">
              <dt className="text-slate-600 dark:text-slate-400">{t(CATEGORY_LABELS[category])}</dt>
              <dd>
                <StarRating value={review.ratings[category] ?? 0} size="sm" />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}

      {/* Written in either language: each text takes its own direction. */}
      <p dir="auto" className="break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
        {review.comment}
      </p>

      {review.reply && mode !== 'reply' ? (
        <div className="space-y-1 rounded-lg border-s-4 border-teal-600 bg-slate-50 p-3 text-sm dark:border-teal-500 dark:bg-slate-800/60">
          <p className="font-medium text-slate-900 dark:text-white">{t('reviews.reply.title')}</p>
          <p
            dir="auto"
            className="break-words whitespace-pre-line text-slate-700 dark:text-slate-300"
          >
            {review.reply.text}
          </p>
        </div>
      ) : null}

      {mode === 'reply' && canReply ? (
        <ReplyForm hostelId={hostelId} review={review} onDone={close} />
      ) : (
        <footer className="flex flex-wrap items-center gap-2">
          {isSignedIn && !isOwn ? (
            <HelpfulButton hostelId={hostelId} review={review} />
          ) : review.helpful_count > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('reviews.helpfulCount', { count: review.helpful_count })}
            </p>
          ) : null}
          {canReply ? (
            <button
              ref={opener('reply')}
              type="button"
              className={ghostButton}
              onClick={() => open('reply')}
            >
              <MessageSquareReply aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
              {review.reply ? t('reviews.reply.edit') : t('reviews.reply.button')}
            </button>
          ) : null}
          {isOwn ? (
            <>
              <button
                ref={opener('edit')}
                type="button"
                className={ghostButton}
                onClick={() => open('edit')}
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {t('reviews.edit')}
              </button>
              <button
                type="button"
                className={buttonVariants({
                  variant: 'ghost',
                  size: 'sm',
                  className: 'text-red-700 dark:text-red-400',
                })}
                onClick={() => void deleteReview()}
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {t('reviews.delete')}
              </button>
            </>
          ) : null}
          {!isOwn && renderReport ? (
            <div className="ms-auto">{renderReport({ type: 'review', id: review.id })}</div>
          ) : null}
        </footer>
      )}
    </article>
  );
}
