import type { Review } from '@hostelhub/shared';
import clsx from 'clsx';
import { ThumbsUp } from 'lucide-react';
import { toast } from 'sonner';
import { buttonVariants } from '../../../../components/ui/button';
import { errorText } from '../../../../lib/error-text';
import { useFormatters, useT } from '../../../../lib/i18n';
import { useMarkReviewHelpful } from '../../api/mark-review-helpful';
import { hostelDetailText } from '../../i18n';

/**
 * "Helpful (N)" for a signed-in reader who did not write the review (issue 26): pressed, it
 * marks the review helpful and stays pressed. A mark is once and for good (the API has no
 * unmarking), so a pressed button does nothing more.
 */
export function HelpfulButton({ hostelId, review }: { hostelId: string; review: Review }) {
  const t = useT(hostelDetailText);
  const format = useFormatters();
  const mutation = useMarkReviewHelpful(hostelId);
  const isMarked = review.marked_helpful === true;
  const isInactive = isMarked || mutation.isPending;
  return (
    <button
      type="button"
      aria-pressed={isMarked}
      // Stays focusable once pressed (aria-disabled): a disabled button drops keyboard focus.
      aria-disabled={isInactive || undefined}
      onClick={() => {
        if (isInactive) return;
        mutation.mutate(review.id, {
          onError: (error) => toast.error(errorText(error, t('reviews.helpful.failed'))),
        });
      }}
      className={buttonVariants({
        variant: isMarked ? 'secondary' : 'outline',
        size: 'sm',
        className: clsx(isMarked && 'text-teal-800 dark:text-teal-300'),
      })}
    >
      <ThumbsUp aria-hidden="true" className="h-4 w-4" fill={isMarked ? 'currentColor' : 'none'} />
      {t('reviews.helpful', { count: format.number(review.helpful_count) })}
    </button>
  );
}
