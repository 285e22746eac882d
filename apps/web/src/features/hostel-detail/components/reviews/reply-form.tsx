import { ReviewReplySchema, type Review } from '@hostelhub/shared';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { TextareaField } from '../../../../components/form/schema-fields';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { PendingButton } from '../../../../components/ui/pending-button';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { useT } from '../../../../lib/i18n';
import { useReplyToReview } from '../../api/reply-to-review';
import { hostelDetailText } from '../../i18n';

/**
 * The hostel owner's reply to one review, new or edited (issue 26), checked with the shared
 * ReviewReplySchema.
 */
export function ReplyForm({
  hostelId,
  review,
  onDone,
}: {
  hostelId: string;
  review: Review;
  /** Called after a successful save and on Cancel. */
  onDone: () => void;
}) {
  const t = useT(hostelDetailText);
  const mutation = useReplyToReview(hostelId);
  const form = useSchemaForm(ReviewReplySchema, { reply: review.reply?.text ?? '' });
  const isBusy = mutation.isPending;
  const formRef = useRef<HTMLFormElement>(null);

  // Opened by the Reply button, which then goes away: focus moves to the text.
  useEffect(() => {
    formRef.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
  }, []);

  const submit = form.handleSubmit((input) => {
    mutation.mutate(
      { reviewId: review.id, input },
      {
        onSuccess: () => {
          toast.success(t('reviews.reply.saved'));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    );
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        if (isBusy) event.preventDefault();
        else submit(event);
      }}
      className="space-y-3"
    >
      <TextareaField
        form={form}
        name="reply"
        idPrefix={`reply-${review.id}`}
        label={t('reviews.reply.label')}
        rows={3}
        required
        disabled={isBusy}
      />
      {mutation.isError ? (
        <Alert tone="error">{errorText(mutation.error, t('reviews.reply.failed'))}</Alert>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <PendingButton
          type="submit"
          size="sm"
          isPending={isBusy}
          pendingLabel={t('reviews.form.saving')}
        >
          {review.reply ? t('reviews.reply.save') : t('reviews.reply.submit')}
        </PendingButton>
        <Button variant="outline" size="sm" onClick={onDone} disabled={isBusy}>
          {t('reviews.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
