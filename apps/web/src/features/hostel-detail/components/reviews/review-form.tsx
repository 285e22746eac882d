import {
  CreateReviewSchema,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
  REVIEW_RATING_CATEGORIES,
  type Review,
  type ReviewRatingCategory,
} from '@hostelhub/shared';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { TextareaField } from '../../../../components/form/schema-fields';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { PendingButton } from '../../../../components/ui/pending-button';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { useFormatters, useT } from '../../../../lib/i18n';
import { useCreateReview } from '../../api/create-review';
import { useUpdateReview } from '../../api/update-review';
import { hostelDetailText } from '../../i18n';
import { Heading, type HeadingLevel } from '../heading';
import { CATEGORY_LABELS } from './review-words';
import { StarRatingInput } from './star-rating';

/** The form's values: stars as numbers (null: not chosen), the text as typed. */
type ReviewFormValues = {
  rating: number | null;
  comment: string;
} & Record<ReviewRatingCategory, number | null>;

function initialValues(review: Review | undefined): ReviewFormValues {
  return {
    rating: review?.rating ?? null,
    comment: review?.comment ?? '',
    cleanliness: review?.ratings.cleanliness ?? null,
    food: review?.ratings.food ?? null,
    safety: review?.ratings.safety ?? null,
    value: review?.ratings.value ?? null,
    location: review?.ratings.location ?? null,
  };
}

/** The values as CreateReviewSchema reads them; an unrated category is sent as null. */
function toReviewInput(values: ReviewFormValues) {
  return {
    rating: values.rating ?? undefined,
    comment: values.comment,
    ratings: {
      cleanliness: values.cleanliness,
      food: values.food,
      safety: values.safety,
      value: values.value,
      location: values.location,
    },
  };
}

/** Characters as the schema counts them: code points of the trimmed text. */
function characterCount(text: string): number {
  return Array.from(text.trim()).length;
}

/**
 * Writing or editing a review (issue 26): the overall stars, the five optional category
 * ratings and the text, checked with the shared CreateReviewSchema (decision 017). A refusal
 * shows the server's sentence above the buttons (403: why this student may not review yet,
 * 409: already reviewed); field messages go under their fields.
 */
export function ReviewForm({
  hostelId,
  review,
  headingLevel,
  onDone,
}: {
  hostelId: string;
  /** The review being edited; a new review without it. */
  review?: Review | undefined;
  headingLevel: HeadingLevel;
  /** Called after a successful save and on Cancel. */
  onDone: () => void;
}) {
  const t = useT(hostelDetailText);
  const format = useFormatters();
  const create = useCreateReview(hostelId);
  const update = useUpdateReview(hostelId);
  const mutation = review ? update : create;
  const form = useSchemaForm(CreateReviewSchema, initialValues(review), toReviewInput);
  const idPrefix = review ? `review-${review.id}` : 'review-new';
  const titleId = `${idPrefix}-title`;
  const isBusy = mutation.isPending;
  const formRef = useRef<HTMLFormElement>(null);

  // Opened by a button that then goes away: focus moves to the stars (the chosen one if any).
  useEffect(() => {
    const stars = formRef.current;
    const target =
      stars?.querySelector<HTMLInputElement>('input[name="rating"]:checked') ??
      stars?.querySelector<HTMLInputElement>('input[name="rating"]');
    target?.focus();
  }, []);

  const submit = form.handleSubmit((input) => {
    // Awaited rather than mutate's callbacks: a new review shows in the list (and this form
    // goes away) as soon as the refetch that follows the save has settled.
    const save = review
      ? update.mutateAsync({ reviewId: review.id, input })
      : create.mutateAsync(input);
    void save.then(
      () => {
        toast.success(t(review ? 'reviews.form.updated' : 'reviews.form.posted'));
        onDone();
      },
      (error: unknown) => {
        if (error instanceof ApiError) form.setServerErrors(error.details);
      },
    );
  });

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        if (isBusy) event.preventDefault();
        else submit(event);
      }}
      className="space-y-5 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <Heading
        level={headingLevel}
        id={titleId}
        className="font-semibold text-slate-900 dark:text-white"
      >
        {review ? t('reviews.form.editTitle') : t('reviews.form.title')}
      </Heading>
      <StarRatingInput
        name="rating"
        legend={t('reviews.form.rating')}
        value={form.values.rating}
        onChange={(stars) => form.setValue('rating', stars)}
        error={form.errors.rating}
        required
        disabled={isBusy}
      />
      <fieldset disabled={isBusy} className="space-y-3">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('reviews.form.categories')}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {REVIEW_RATING_CATEGORIES.map((category) => {
            const name = t(CATEGORY_LABELS[category]);
            return (
              <StarRatingInput
                key={category}
                name={category}
                legend={name}
                value={form.values[category]}
                onChange={(stars) => form.setValue(category, stars)}
                onClear={() => form.setValue(category, null)}
                clearText={{
                  label: t('reviews.form.clear'),
                  name: t('reviews.form.clearRating', { category: name }),
                }}
              />
            );
          })}
        </div>
      </fieldset>
      <TextareaField
        form={form}
        name="comment"
        idPrefix={idPrefix}
        label={t('reviews.form.comment')}
        hint={t('reviews.form.commentHint', {
          count: format.number(characterCount(form.values.comment)),
          max: format.number(REVIEW_COMMENT_MAX),
          min: format.number(REVIEW_COMMENT_MIN),
        })}
        rows={5}
        required
        disabled={isBusy}
      />
      {mutation.isError ? (
        <Alert tone="error">{errorText(mutation.error, t('reviews.form.failed'))}</Alert>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <PendingButton
          type="submit"
          isPending={isBusy}
          pendingLabel={t('reviews.form.saving')}
          aria-disabled={isBusy || undefined}
        >
          {review ? t('reviews.form.save') : t('reviews.form.submit')}
        </PendingButton>
        <Button variant="outline" onClick={onDone} disabled={isBusy}>
          {t('reviews.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
