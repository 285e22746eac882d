import {
  CreateSavedSearchSchema,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  type HostelFilters,
  type SavedSearchFrequency,
} from '@hostelhub/shared';
import { toast } from 'sonner';
import { useDiscardGuard } from '../../../components/discard-guard';
import { SelectField, TextField } from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PendingButton } from '../../../components/ui/pending-button';
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
  const discard = useDiscardGuard(form.isDirty);
  const isBusy = mutation.isPending;

  const close = () => {
    if (!isBusy) discard.request(onClose);
  };

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
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('save.title')}
      description={t('save.description')}
      size="sm"
    >
      <form
        noValidate
        aria-label={t('save.title')}
        onSubmit={(event) => {
          if (isBusy) event.preventDefault();
          else submit(event);
        }}
        className="space-y-5"
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
        {mutation.isError ? (
          <Alert tone="error">{errorText(mutation.error, t('save.failed'))}</Alert>
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
            {t('save.submit')}
          </PendingButton>
        </div>
      </form>
      {discard.dialog}
    </Dialog>
  );
}
