import {
  CreateSavedSearchSchema,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  type HostelFilters,
  type SavedSearchFrequency,
} from '@hostelhub/shared';
import { toast } from 'sonner';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField, TextField } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { savedSearchesText } from '../i18n';
import { FilterSummaryText } from './filter-summary-text';

/** The form's values: the name as typed and the frequency chosen. */
type SaveSearchValues = {
  name: string;
  frequency: SavedSearchFrequency;
};

const START: SaveSearchValues = { name: '', frequency: 'instant' };

export interface SaveSearchDialogProps {
  /** The browse screen's filters, saved as they are. */
  filters: HostelFilters;
  /** Called on Cancel, on close, and after the search is saved. */
  onClose: () => void;
}

/**
 * "Save this search" (issue 29): the browse screen's filters (shown as chips) under a name, with
 * instant or daily alerts, checked with the shared CreateSavedSearchSchema (decision 017).
 * Saved, it closes with a toast; a refusal (20 already saved, a bad filter) shows the server's
 * sentence above the buttons and field messages under their fields. Closing with a name typed
 * asks "Discard changes?" first.
 */
export function SaveSearchDialog({ filters, onClose }: SaveSearchDialogProps) {
  const t = useT(savedSearchesText);
  const format = useFormatters();
  const mutation = useCreateSavedSearch();
  const form = useSchemaForm(CreateSavedSearchSchema, START, {
    toInput: (values) => ({ ...values, filters }),
    dirtyOf: (values) => values.name.trim(),
  });
  const isBusy = mutation.isPending;

  const submit = form.handleSubmit((input) => {
    mutation.mutate(input, {
      onSuccess: () => {
        toast.success(t('save.saved'));
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.details);
      },
    });
  });

  return (
    <FormDialog
      title={t('save.title')}
      description={t('save.description')}
      formLabel={t('save.title')}
      isDirty={form.isDirty}
      isPending={isBusy}
      onClose={onClose}
      onSubmit={submit}
      error={mutation.isError ? errorText(mutation.error, t('save.failed')) : null}
      submitLabel={t('save.submit')}
      pendingLabel={t('save.saving')}
    >
      <FilterSummaryText filters={filters} />
      <TextField
        form={form}
        name="name"
        idPrefix="save-search"
        label={t('save.name')}
        hint={t('save.nameHint', { max: format.number(SAVED_SEARCH_NAME_MAX) })}
        placeholder={t('save.namePlaceholder')}
        maxLength={SAVED_SEARCH_NAME_MAX}
        required
        disabled={isBusy}
      />
      <SelectField
        form={form}
        name="frequency"
        idPrefix="save-search"
        label={t('save.frequency')}
        disabled={isBusy}
        options={SAVED_SEARCH_FREQUENCIES.map((frequency) => ({
          value: frequency,
          label: frequency === 'instant' ? t('frequency.instant') : t('frequency.daily'),
        }))}
      />
    </FormDialog>
  );
}
