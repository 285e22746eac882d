import {
  SAVED_SEARCH_NAME_MAX,
  UpdateSavedSearchSchema,
  type SavedSearch,
} from '@hostelhub/shared';
import { toast } from 'sonner';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextField } from '../../../components/form/schema-fields';
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
  const isBusy = mutation.isPending;
  const idPrefix = `rename-search-${search.id}`;

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
    <FormDialog
      title={t('rename.title')}
      formLabel={t('rename.title')}
      isDirty={form.isDirty}
      isPending={isBusy}
      onClose={onClose}
      onSubmit={submit}
      error={mutation.isError ? errorText(mutation.error, t('item.updateFailed')) : null}
      submitLabel={t('rename.submit')}
      pendingLabel={t('save.saving')}
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
    </FormDialog>
  );
}
