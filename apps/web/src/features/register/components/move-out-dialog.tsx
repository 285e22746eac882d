import {
  DEDUCTION_REASON_MAX,
  DEDUCTIONS_MAX,
  karachiToday,
  MoveOutWithDuesSchema,
  REGISTER_MESSAGES,
  type Resident,
} from '@hostelhub/shared';
import { CircleAlert, CircleCheck, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '../../../components/form/form-dialog';
import { CheckboxField, TextField } from '../../../components/form/schema-fields';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useSharedText, useT } from '../../../lib/i18n';
import { useMoveOutPreview } from '../api/get-move-out-preview';
import { useMoveOutResident } from '../api/move-out-resident';
import { registerText } from '../i18n';
import { DeductionRows, type DeductionRow } from './deduction-rows';

interface MoveOutForm extends Record<string, unknown> {
  moved_out_on: string;
  deposit_returned: string;
  deductions: DeductionRow[];
  settle_from_deposit: boolean;
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function toMoveOutInput(values: MoveOutForm) {
  return {
    moved_out_on: values.moved_out_on,
    deposit_returned: toNumber(values.deposit_returned),
    deductions: values.deductions.map((row) => ({
      amount: toNumber(row.amount),
      reason: row.reason,
    })),
    settle_from_deposit: values.settle_from_deposit,
  };
}

/** What the deposit pays of `unpaid` dues: all of them, or what is left after deductions. */
function settledFrom(unpaid: number, deposit: number, deducted: number) {
  return Math.min(unpaid, Math.max(0, deposit - deducted));
}

/**
 * "Move out" (issue 44 item 2; issue 45 item 2): the day they left, the deposit returned and
 * any deductions (amount and reason each). When the resident owes dues on that day (the
 * server's move-out preview, the last month recomputed), "Pay the unpaid dues from the
 * deposit" sends `settle_from_deposit` and the deposit returned follows what it pays. Returned
 * plus deductions (plus dues paid) must equal the deposit; the sum shows as it is typed, and
 * the form refuses to send until it balances.
 */
export function MoveOutDialog({ resident, onClose }: { resident: Resident; onClose: () => void }) {
  const t = useT(registerText);
  const shared = useSharedText();
  const format = useFormatters();
  const moveOut = useMoveOutResident();
  const deposit = resident.security_deposit;
  const initial: MoveOutForm = {
    moved_out_on: karachiToday(),
    deposit_returned: String(deposit),
    deductions: [],
    settle_from_deposit: false,
  };
  const form = useSchemaForm(MoveOutWithDuesSchema, initial, toMoveOutInput);
  const preview = useMoveOutPreview(resident.id, form.values.moved_out_on);
  const unpaid = preview.data?.unpaid ?? 0;
  const deducted = form.values.deductions.reduce((sum, row) => sum + (Number(row.amount) || 0), 0);
  const settling = form.values.settle_from_deposit && unpaid > 0;
  const settled = settling ? settledFrom(unpaid, deposit, deducted) : 0;
  const returned = Number(form.values.deposit_returned) || 0;
  const balanced = returned + deducted + settled === deposit;
  // While the deposit pays dues, what it returns is what is left of it.
  const { setValue } = form;
  const wasSettling = useRef(false);
  useEffect(() => {
    if (!settling && !wasSettling.current) return;
    wasSettling.current = settling;
    setValue('deposit_returned', String(Math.max(0, deposit - deducted - settled)));
  }, [settling, settled, deducted, deposit, setValue]);
  const submit = form.handleSubmit((input) => {
    if (!balanced) {
      form.setServerErrors([
        { field: 'deposit_returned', message: REGISTER_MESSAGES.depositNotBalanced },
      ]);
      return;
    }
    moveOut.mutate(
      { residentId: resident.id, ...input },
      {
        onSuccess: (result) => {
          const money =
            result.settled_from_deposit > 0 || result.credit_returned > 0
              ? t('moveOut.doneMoney', {
                  settled: format.rupees(result.settled_from_deposit),
                  credit: format.rupees(result.credit_returned),
                })
              : undefined;
          toast.success(t('moveOut.done', { name: resident.full_name }), {
            description: money,
          });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    );
  });
  const title = t('moveOut.title', { name: resident.full_name });
  const Mark = balanced ? CircleCheck : CircleAlert;
  return (
    <FormDialog
      title={title}
      formLabel={title}
      isDirty={form.isDirty}
      isPending={moveOut.isPending}
      onClose={onClose}
      onSubmit={submit}
      error={moveOut.isError ? errorText(moveOut.error, t('moveOut.failed')) : null}
      submitLabel={t('moveOut.submit')}
      submitVariant="danger"
      pendingLabel={t('form.saving')}
    >
      <Field
        id="move-out-moved_out_on"
        label={t('moveOut.date')}
        error={form.errors.moved_out_on}
        required
      >
        {(props) => (
          <Input
            {...props}
            type="date"
            name="moved_out_on"
            max={karachiToday()}
            disabled={moveOut.isPending}
            value={form.values.moved_out_on}
            onChange={(event) => form.setValue('moved_out_on', event.target.value)}
          />
        )}
      </Field>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('moveOut.deposit', { amount: format.rupees(deposit) })}
      </p>
      {unpaid > 0 ? (
        <CheckboxField
          form={form}
          name="settle_from_deposit"
          idPrefix="move-out"
          label={t('moveOut.settle', { amount: format.rupees(unpaid) })}
          description={t('moveOut.settleHint')}
          disabled={moveOut.isPending}
        />
      ) : null}
      {preview.data && preview.data.credit_returned > 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('moveOut.credit', { amount: format.rupees(preview.data.credit_returned) })}
        </p>
      ) : null}
      <TextField
        form={form}
        name="deposit_returned"
        type="number"
        inputMode="numeric"
        min={0}
        idPrefix="move-out"
        label={t('moveOut.returned')}
        required
        disabled={moveOut.isPending}
      />
      <DeductionRows
        rows={form.values.deductions}
        onChange={(rows) => form.setValue('deductions', rows)}
        error={form.errors.deductions ? shared(form.errors.deductions) : undefined}
        disabled={moveOut.isPending}
        reasonMax={DEDUCTION_REASON_MAX}
      />
      {form.values.deductions.length < DEDUCTIONS_MAX ? (
        <Button
          variant="outline"
          size="sm"
          disabled={moveOut.isPending}
          onClick={() =>
            form.setValue('deductions', [...form.values.deductions, { amount: '', reason: '' }])
          }
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('moveOut.addDeduction')}
        </Button>
      ) : null}
      <p
        role="status"
        className={
          balanced
            ? 'flex items-start gap-2 text-sm text-green-800 dark:text-green-300'
            : 'flex items-start gap-2 text-sm font-medium text-amber-900 dark:text-amber-200'
        }
      >
        <Mark aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {t(
          settling
            ? balanced
              ? 'moveOut.balancedDues'
              : 'moveOut.unbalancedDues'
            : balanced
              ? 'moveOut.balanced'
              : 'moveOut.unbalanced',
          {
            returned: format.rupees(returned),
            deducted: format.rupees(deducted),
            settled: format.rupees(settled),
            total: format.rupees(returned + deducted + settled),
            deposit: format.rupees(deposit),
          },
        )}
      </p>
    </FormDialog>
  );
}
