import {
  guessCarrier,
  PHONE_LABEL_MAX,
  PHONE_MESSAGES,
  PhoneNumberSchema,
} from '@hostelhub/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { phoneErrorText, usePhoneMutations } from '../api/phones-api';

/**
 * The phone dialog's add mode: the number (with its guessed network) and an optional label;
 * 'Send OTP' texts the code and calls `onSent`.
 */
export function AddPhone({
  number,
  label,
  onNumberChange,
  onLabelChange,
  onCancel,
  onSent,
}: {
  number: string;
  label: string;
  onNumberChange: (value: string) => void;
  onLabelChange: (value: string) => void;
  onCancel: () => void;
  onSent: () => void;
}) {
  const { send } = usePhoneMutations();
  const [numberError, setNumberError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const carrier = guessCarrier(number);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = PhoneNumberSchema.safeParse(number);
    if (!parsed.success) {
      setNumberError(PHONE_MESSAGES.invalidNumber);
      return;
    }
    setNumberError(null);
    send.mutate(
      { phoneNumber: parsed.data, label },
      {
        onSuccess: onSent,
        onError: (failure) => setError(phoneErrorText(failure, PHONE_MESSAGES.sendFailed)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field
        id={`${id}-number`}
        label="Phone number"
        required
        error={numberError ?? undefined}
        hint={
          carrier
            ? `Network: ${carrier}`
            : 'A Pakistani mobile number: 0300 1234567 or +92 300 1234567'
        }
      >
        {(props) => (
          <Input
            {...props}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="0300 1234567"
            value={number}
            onChange={(event) => onNumberChange(event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-label`} label="Label" hint="Optional: 'Personal' when left empty">
        {(props) => (
          <Input
            {...props}
            placeholder="Personal"
            maxLength={PHONE_LABEL_MAX}
            value={label}
            onChange={(event) => onLabelChange(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner className="h-4 w-4" /> : null}
          Send OTP
        </Button>
      </div>
    </form>
  );
}
