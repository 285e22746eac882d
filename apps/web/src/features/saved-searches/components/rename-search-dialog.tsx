import {
  SAVED_SEARCH_NAME_MAX,
  UpdateSavedSearchSchema,
  type SavedSearch,
} from '@hostelhub/shared';
import { toast } from 'sonner';
import { useDiscardGuard } from '../../../components/discard-guard';
import { TextField } from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PendingButton } from '../../../components/ui/pending-button';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { savedSearchesText } from '../i18n';

/**
 * Renaming a saved search (issue 29), checked with the shared UpdateSavedSearchSchema's name
 * rule (decision 017); saved, it closes with a toast.
 */
export function RenameSearchDialog({
  search,
  onClose,
}: {
  search: SavedSearch;
  onClose: () => void;
}) {
  const t = useT(savedSearchesText);
  const format = useFormatters();
  const mutation = useUpdateSavedSearch();
  const form = useSchemaForm(UpdateSavedSearchSchema, { name: search.name });
  const discard = useDiscardGuard(form.isDirty);
  const isBusy = mutation.isPending;
  const idPrefix = `rename-search-${search.id}`;

  const close = () => {
    if (!isBusy) discard.request(onClose);
  };

  const submit = form.handleSubmit((input) => {
    mutation.mutate(
      { id: search.id, ...input },
      {
        onSuccess: () => {
          toast.success(t('item.updated'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('rename.title')}
      size="sm"
    >
      <form
        noValidate
        aria-label={t('rename.title')}
        onSubmit={(event) => {
          if (isBusy) event.preventDefault();
          else submit(event);
        }}
        className="space-y-5"
      >
        <TextField
          form={form}
          name="name"
          idPrefix={idPrefix}
          label={t('save.name')}
          hint={t('save.nameHint', { max: format.number(SAVED_SEARCH_NAME_MAX) })}
          maxLength={SAVED_SEARCH_NAME_MAX}
          required
          disabled={isBusy}
        />
        {mutation.isError ? (
          <Alert tone="error">{errorText(mutation.error, t('item.updateFailed'))}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={isBusy}>
            {t('save.cancel')}
          </Button>
          <PendingButton
            type="submit"
            isPending={isBusy}
            pendingLabel={t('save.saving')}
            aria-disabled={isBusy || undefined}
          >
            {t('rename.submit')}
          </PendingButton>
        </div>
      </form>
      {discard.dialog}
    </Dialog>
  );
}
