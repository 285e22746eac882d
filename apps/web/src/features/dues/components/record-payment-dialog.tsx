import { karachiToday, PAYMENT_REFERENCE_MAX } from '@hostelhub/shared';
import { useMemo, useState } from 'react';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField, TextField } from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useStaffMembers } from '../api/get-staff';
import { useRecordPayment, type RecordPaymentInput } from '../api/record-payment';
import type { Due, PaymentResult } from '../api/types';
import { duesText } from '../i18n';
import { METHOD_LABEL } from '../utils/money-labels';
import { formatMonth } from '../utils/months';
import {
  emptyPaymentForm,
  needsReference,
  paymentSchema,
  RECORDED_METHODS,
  toPaymentInput,
} from '../utils/payment-form';
import { ReceiptDialog } from './receipt-dialog';

export interface RecordPaymentDialogProps {
  hostelId: string;
  due: Due;
  /** The owner picks who received it among the staff; staff record what they received. */
  isOwner: boolean;
  onClose: () => void;
}

/**
 * "Record payment" (issue 45 item 2): the amount (the balance to start with), the method, a
 * reference for bank and wallets, the day it was paid and who received it. One
 * `Idempotency-Key` per opening and body, so a double tap is one payment; a likely duplicate
 * (409 `possible_duplicate`) shows the server's sentence and "Record anyway". Then the receipt.
 */
export function RecordPaymentDialog({ hostelId, due, isOwner, onClose }: RecordPaymentDialogProps) {
  const t = useT(duesText);
  const format = useFormatters();
  const { user } = useAuth();
  const record = useRecordPayment();
  const staff = useStaffMembers(hostelId, isOwner);
  const [result, setResult] = useState<PaymentResult | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  // The key goes with the body it was first sent with: the same body again (a double tap, a
  // retry) is the same payment; a changed body, or "Record anyway", is a new request.
  const [sent, setSent] = useState<{ key: string; body: string } | null>(null);
  const schema = useMemo(
    () =>
      paymentSchema({
        amount: t('pay.amountInvalid'),
        reference: t('pay.referenceRequired'),
        referenceLong: t('pay.referenceLong', { max: PAYMENT_REFERENCE_MAX }),
        paidOn: t('pay.paidOnInvalid'),
        paidOnFuture: t('pay.paidOnFuture'),
      }),
    [t],
  );
  const [initial] = useState(() => emptyPaymentForm(due.balance));
  const form = useSchemaForm(schema, initial, toPaymentInput);
  const send = (input: ReturnType<typeof toPaymentInput>, confirm: boolean) => {
    const payload = { ...input, ...(confirm ? { confirm_duplicate: true } : {}) };
    const body = JSON.stringify(payload);
    const key = sent?.body === body ? sent.key : crypto.randomUUID();
    setSent({ key, body });
    const request: RecordPaymentInput = {
      dueId: due.id,
      idempotencyKey: key,
      ...payload,
    };
    setDuplicate(null);
    record.mutate(request, {
      onSuccess: setResult,
      onError: (error) => {
        if (error instanceof ApiError && error.code?.toLowerCase() === 'possible_duplicate') {
          setDuplicate(error.message);
        } else if (error instanceof ApiError) form.setServerErrors(error.details);
      },
    });
  };
  const submit = form.handleSubmit(() => send(toPaymentInput(form.values), false));
  if (result) return <ReceiptDialog result={result} onClose={onClose} />;
  const name = due.resident.full_name ?? t('row.erased');
  const title = t('pay.title', { name });
  const showReference = needsReference(form.values.method);
  const failed = record.isError && duplicate === null;
  return (
    <FormDialog
      title={title}
      formLabel={title}
      description={t('pay.description', {
        month: formatMonth(due.month, format.locale),
        balance: format.rupees(due.balance),
      })}
      isDirty={form.isDirty}
      isPending={record.isPending}
      onClose={onClose}
      onSubmit={submit}
      error={failed ? errorText(record.error, t('pay.failed')) : null}
      submitLabel={t('pay.submit')}
      pendingLabel={t('form.saving')}
    >
      <TextField
        form={form}
        name="amount"
        type="number"
        inputMode="numeric"
        min={1}
        idPrefix="pay"
        label={t('pay.amount')}
        hint={t('pay.amountHint')}
        required
        disabled={record.isPending}
      />
      <SelectField
        form={form}
        name="method"
        idPrefix="pay"
        label={t('pay.method')}
        required
        disabled={record.isPending}
        options={RECORDED_METHODS.map((method) => ({
          value: method,
          label: t(METHOD_LABEL[method]),
        }))}
      />
      {showReference ? (
        <TextField
          form={form}
          name="reference"
          idPrefix="pay"
          label={t('pay.reference')}
          hint={t('pay.referenceHint')}
          maxLength={PAYMENT_REFERENCE_MAX}
          required
          disabled={record.isPending}
        />
      ) : null}
      <Field id="pay-paid_on" label={t('pay.paidOn')} error={form.errors.paid_on} required>
        {(props) => (
          <Input
            {...props}
            type="date"
            name="paid_on"
            max={karachiToday()}
            disabled={record.isPending}
            value={form.values.paid_on}
            onChange={(event) => form.setValue('paid_on', event.target.value)}
          />
        )}
      </Field>
      {isOwner ? (
        <SelectField
          form={form}
          name="received_by"
          idPrefix="pay"
          label={t('pay.receivedBy')}
          disabled={record.isPending}
          options={[
            { value: '', label: t('pay.receivedByMe', { name: user?.full_name ?? '' }) },
            ...(staff.data ?? []).flatMap((member) =>
              member.user ? [{ value: member.user.id, label: member.user.full_name }] : [],
            ),
          ]}
        />
      ) : null}
      {duplicate !== null ? (
        <Alert tone="error" title={t('pay.duplicateTitle')}>
          <p>{duplicate}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            disabled={record.isPending}
            onClick={() => send(toPaymentInput(form.values), true)}
          >
            {t('pay.recordAnyway')}
          </Button>
        </Alert>
      ) : null}
    </FormDialog>
  );
}
