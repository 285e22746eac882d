import { guessCarrier, PHONE_LABEL_MAX, PHONE_MESSAGES } from '@hostelhub/shared';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSendOtp } from '../api/send-otp';
import type { PhoneForm } from '../hooks/use-phone-form';
import { phoneErrorText } from '../utils/phone-error-text';
import { useSharedText, useT } from '../../../lib/i18n';
import { phonesText } from '../i18n';

/**
 * The phone dialog's add mode: the number (with its guessed network) and an optional label,
 * checked with the shared schema; 'Send OTP' texts the code and calls `onSent`. A refusal
 * stays inline until the next try.
 */
export function AddPhone({
  form,
  onCancel,
  onSent,
}: {
  form: PhoneForm;
  onCancel: () => void;
  onSent: () => void;
}) {
  const t = useT(phonesText);
  const sharedText = useSharedText();
  const send = useSendOtp();
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const carrier = guessCarrier(form.values.phoneNumber);

  const sendCode = form.handleSubmit(({ phoneNumber }) => {
    send.mutate(
      // The label as typed: the request leaves a blank one out (api/send-otp.ts).
      { phoneNumber, label: form.values.label },
      {
        onSuccess: onSent,
        onError: (failure) => setError(phoneErrorText(failure, PHONE_MESSAGES.sendFailed)),
      },
    );
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setError(null);
    sendCode(event);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error ? <Alert tone="error">{sharedText(error)}</Alert> : null}
      <TextField
        form={form}
        name="phoneNumber"
        idPrefix={id}
        label={t('add.number')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="0300 1234567"
        hint={carrier ? t('add.network', { carrier }) : t('add.numberHint')}
      />
      <TextField
        form={form}
        name="label"
        idPrefix={id}
        label={t('add.label')}
        placeholder={t('add.labelPlaceholder')}
        maxLength={PHONE_LABEL_MAX}
        hint={t('add.labelHint')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('add.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner className="h-4 w-4" /> : null}
          {t('add.send')}
        </Button>
      </div>
    </form>
  );
}
