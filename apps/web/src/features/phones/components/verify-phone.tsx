import { displayPhoneNumber, OTP_LENGTH, PHONE_MESSAGES, VerifyOtpSchema } from '@hostelhub/shared';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useSendOtp } from '../api/send-otp';
import { useVerifyPhone } from '../api/verify-phone';
import type { Flash } from '../hooks/use-flash';
import { phoneErrorText } from '../utils/phone-error-text';
import { useSharedText, useT } from '../../../lib/i18n';
import { phonesText } from '../i18n';

/** The code field's rule: the shared one of POST /phone/verify-otp. */
const OtpFormSchema = VerifyOtpSchema.pick({ otp: true });

/** Marks the number's place in the translated prompt (an invisible separator). */
const NUMBER_MARK = '\u2063';

/**
 * The phone dialog's verify mode: the texted code (digits only, checked with the shared
 * schema), 'Verify', 'Resend OTP' (disabled while `secondsLeft` counts down) and 'Change
 * number' back to add mode. `number` and `label` are as typed in add mode.
 */
export function VerifyPhone({
  number,
  label,
  secondsLeft,
  flash,
  onResent,
  onBack,
  onVerified,
}: {
  number: string;
  label: string;
  secondsLeft: number;
  flash: Flash;
  onResent: () => void;
  onBack: () => void;
  onVerified: () => void;
}) {
  const t = useT(phonesText);
  const sharedText = useSharedText();
  const send = useSendOtp();
  const verify = useVerifyPhone();
  const form = useSchemaForm(OtpFormSchema, { otp: '' });
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const otpId = `${id}-otp`;

  const verifyCode = form.handleSubmit(({ otp }) => {
    verify.mutate(
      { phoneNumber: number, otp, label },
      {
        onSuccess: onVerified,
        onError: (failure) => setError(phoneErrorText(failure, PHONE_MESSAGES.verifyFailed)),
      },
    );
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setError(null);
    verifyCode(event);
  };

  const resend = () => {
    setError(null);
    flash.clear();
    send.mutate(
      { phoneNumber: number, label },
      {
        onSuccess: onResent,
        onError: (failure) => setError(phoneErrorText(failure, PHONE_MESSAGES.sendFailed)),
      },
    );
  };

  if (verify.isSuccess) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-teal-600" />
        {t('verify.returning')}
      </p>
    );
  }

  // The number sits in the sentence where the language puts it, in bold.
  const [beforeNumber, afterNumber] = t('verify.prompt', {
    length: OTP_LENGTH,
    number: NUMBER_MARK,
  }).split(NUMBER_MARK);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {beforeNumber}
        <strong className="whitespace-nowrap" dir="ltr">
          {displayPhoneNumber(number)}
        </strong>
        {afterNumber}
      </p>
      {error ? <Alert tone="error">{sharedText(error)}</Alert> : null}
      {/* A Field of its own: the typed code keeps its digits only. */}
      <Field id={otpId} label={t('verify.code')} required error={form.errors.otp}>
        {(props) => (
          <Input
            {...props}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder="123456"
            value={form.values.otp}
            onChange={(event) => form.setValue('otp', event.target.value.replace(/\D/g, ''))}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          {t('verify.changeNumber')}
        </Button>
        <div className="flex gap-2">
          <Button variant="outline" onClick={resend} disabled={secondsLeft > 0 || send.isPending}>
            {secondsLeft > 0 ? t('verify.resendIn', { seconds: secondsLeft }) : t('verify.resend')}
          </Button>
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('verify.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
