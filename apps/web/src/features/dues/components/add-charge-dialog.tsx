import { DUE_CHARGE_KINDS, DUE_CHARGE_REASONS, MONEY_NOTE_MAX } from '@hostelhub/shared';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField, TextField } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useAddCharge } from '../api/add-charge';
import type { Due } from '../api/types';
import { duesText } from '../i18n';
import { chargeSchema, EMPTY_CHARGE, toChargeInput } from '../utils/charge-form';
import { REASON_LABEL } from '../utils/money-labels';

/**
 * "Add charge or discount" (issue 45 item 1): a charge (electricity, AC, a fine, a repair or
 * other) adds to the due, a discount takes from it; never edited afterwards, only offset.
 */
export function AddChargeDialog({ due, onClose }: { due: Due; onClose: () => void }) {
  const t = useT(duesText);
  const add = useAddCharge();
  const schema = useMemo(
    () =>
      chargeSchema({
        amount: t('pay.amountInvalid'),
        note: t('charge.noteLong', { max: MONEY_NOTE_MAX }),
      }),
    [t],
  );
  const [initial] = useState(EMPTY_CHARGE);
  const form = useSchemaForm(schema, initial, toChargeInput);
  const submit = form.handleSubmit((input) => {
    add.mutate(
      { dueId: due.id, ...input },
      {
        onSuccess: () => {
          toast.success(t(input.kind === 'charge' ? 'charge.doneCharge' : 'charge.doneDiscount'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    );
  });
  const title = t('charge.title');
  return (
    <FormDialog
      title={title}
      formLabel={title}
      description={t('charge.description')}
      isDirty={form.isDirty}
      isPending={add.isPending}
      onClose={onClose}
      onSubmit={submit}
      error={add.isError ? errorText(add.error, t('charge.failed')) : null}
      submitLabel={t('charge.submit')}
      pendingLabel={t('form.saving')}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('charge.kind')}
        </legend>
        {DUE_CHARGE_KINDS.map((kind) => (
          <label
            key={kind}
            className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
          >
            <input
              type="radio"
              name="charge-kind"
              value={kind}
              checked={form.values.kind === kind}
              disabled={add.isPending}
              onChange={() => form.setValue('kind', kind)}
              className="h-4 w-4 text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600"
            />
            {t(kind === 'charge' ? 'charge.kindCharge' : 'charge.kindDiscount')}
          </label>
        ))}
      </fieldset>
      <SelectField
        form={form}
        name="reason"
        idPrefix="charge"
        label={t('charge.reason')}
        required
        disabled={add.isPending}
        options={DUE_CHARGE_REASONS.map((reason) => ({
          value: reason,
          label: t(REASON_LABEL[reason]),
        }))}
      />
      <TextField
        form={form}
        name="amount"
        type="number"
        inputMode="numeric"
        min={1}
        idPrefix="charge"
        label={t('charge.amount')}
        required
        disabled={add.isPending}
      />
      <TextField
        form={form}
        name="note"
        idPrefix="charge"
        label={t('charge.note')}
        maxLength={MONEY_NOTE_MAX}
        disabled={add.isPending}
      />
    </FormDialog>
  );
}
