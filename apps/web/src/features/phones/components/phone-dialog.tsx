import {
  displayPhoneNumber,
  guessCarrier,
  MAX_VERIFIED_PHONES,
  OTP_RESEND_SECONDS,
  OtpCodeSchema,
  PHONE_MESSAGES,
  PHONE_SUCCESS_CLEAR_MS,
  PHONE_VERIFIED_RETURN_MS,
  PhoneNumberSchema,
  type VerifiedPhone,
} from '@hostelhub/shared';
import { CheckCircle2, Phone, Plus, Star, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useVerifiedPhones } from '../../../lib/verified-phones';
import { phoneErrorText, usePhoneMutations } from '../api/phones-api';
import { useCountdown } from '../hooks/use-countdown';

type Mode = 'list' | 'add' | 'verify';

/** A success line that clears itself after `ms`. */
function useFlash() {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = (next: string, ms: number, then?: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    setText(next);
    timer.current = setTimeout(() => {
      setText(null);
      then?.();
    }, ms);
  };
  return { text, show, clear: () => setText(null) };
}

/**
 * The phone verification dialog (part 2 sections 2, 4 and 8): modes list, add and verify. List
 * goes to add; add goes to verify once the code is sent (a 60 s resend countdown starts);
 * verify goes back to add; after verifying, the list returns in 2 s. Success lines in the list
 * clear after 3 s. Signed-out users are asked to log in.
 */
export function PhoneDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  const [mode, setMode] = useState<Mode>('list');
  const [number, setNumber] = useState('');
  const [label, setLabel] = useState('');
  const flash = useFlash();
  const countdown = useCountdown();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setMode('list');
      flash.clear();
    }
  };

  let body;
  if (!user) {
    body = <Alert tone="info">{PHONE_MESSAGES.logInToAccess}</Alert>;
  } else if (mode === 'list') {
    body = <PhoneList flash={flash} onAdd={() => setMode('add')} />;
  } else if (mode === 'add') {
    body = (
      <AddPhone
        number={number}
        label={label}
        onNumberChange={setNumber}
        onLabelChange={setLabel}
        onCancel={() => setMode('list')}
        onSent={() => {
          countdown.start(OTP_RESEND_SECONDS);
          flash.show(PHONE_MESSAGES.otpSent, PHONE_SUCCESS_CLEAR_MS);
          setMode('verify');
        }}
      />
    );
  } else {
    body = (
      <VerifyPhone
        number={number}
        label={label}
        secondsLeft={countdown.secondsLeft}
        flash={flash}
        onResent={() => {
          countdown.start(OTP_RESEND_SECONDS);
          flash.show(PHONE_MESSAGES.otpSent, PHONE_SUCCESS_CLEAR_MS);
        }}
        onBack={() => setMode('add')}
        onVerified={() => {
          flash.show(PHONE_MESSAGES.verified, PHONE_VERIFIED_RETURN_MS, () => {
            setNumber('');
            setLabel('');
            setMode('list');
          });
        }}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Manage Business Phone Numbers"
      description={`Verify up to ${MAX_VERIFIED_PHONES} numbers by SMS code. Students call the one your hostel shows.`}
      size="sm"
    >
      <div className="space-y-4">
        {flash.text ? (
          <Alert tone="success" className="py-3">
            {flash.text}
          </Alert>
        ) : null}
        {body}
      </div>
    </Dialog>
  );
}

function loadErrorText(error: Error): string {
  if (error instanceof ApiError && error.status === 401) return PHONE_MESSAGES.logInAgain;
  if (error instanceof ApiError && error.status === 404) return PHONE_MESSAGES.serviceMissing;
  return PHONE_MESSAGES.dialogLoadFailed;
}

function PhoneList({ flash, onAdd }: { flash: ReturnType<typeof useFlash>; onAdd: () => void }) {
  const phones = useVerifiedPhones();
  const { remove, makePrimary } = usePhoneMutations();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<VerifiedPhone | null>(null);

  if (phones.isPending) {
    return (
      <div aria-label="Loading phone numbers" className="space-y-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (phones.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{loadErrorText(phones.error)}</Alert>
        <Button variant="outline" onClick={() => void phones.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  const list = phones.data;
  const setPrimary = (phone: VerifiedPhone) => {
    setError(null);
    makePrimary.mutate(phone.id, {
      onSuccess: () => flash.show(PHONE_MESSAGES.primaryUpdated, PHONE_SUCCESS_CLEAR_MS),
      onError: (failure) => setError(phoneErrorText(failure, PHONE_MESSAGES.primaryFailed)),
    });
  };
  const confirmRemove = () => {
    if (!removing) return;
    setError(null);
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        flash.show(PHONE_MESSAGES.removed, PHONE_SUCCESS_CLEAR_MS);
      },
      onError: (failure) => {
        setRemoving(null);
        setError(phoneErrorText(failure, PHONE_MESSAGES.dialogRemoveFailed));
      },
    });
  };

  return (
    <div className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
          <Phone aria-hidden="true" className="mx-auto h-8 w-8 text-slate-400" />
          <p className="mt-2 font-medium text-slate-900 dark:text-slate-100">
            No verified numbers yet
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Verify a number so students can call your hostels.
          </p>
        </div>
      ) : (
        <ul aria-label="Verified phone numbers" className="space-y-2">
          {list.map((phone) => (
            <li
              key={phone.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                  <span className="whitespace-nowrap">{phone.formattedNumber}</span>
                  {phone.isPrimary ? <Badge tone="brand">Primary</Badge> : null}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {[phone.label, phone.carrier].filter(Boolean).join(' · ')}
                </p>
              </div>
              <div className="flex gap-1">
                {phone.isPrimary ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setPrimary(phone)}
                    disabled={makePrimary.isPending}
                    aria-label={`Make ${phone.formattedNumber} primary`}
                  >
                    <Star aria-hidden="true" className="h-4 w-4" />
                    Make primary
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoving(phone)}
                  aria-label={`Remove ${phone.formattedNumber}`}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.length < MAX_VERIFIED_PHONES ? (
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {list.length === 0 ? 'Add Phone Number' : 'Add Another'}
        </Button>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          You have verified {MAX_VERIFIED_PHONES} numbers, the most allowed. Remove one to add
          another.
        </p>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => {
          if (!next) setRemoving(null);
        }}
        title="Remove phone number"
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={confirmRemove}
      >
        {PHONE_MESSAGES.confirmRemove}
      </ConfirmDialog>
    </div>
  );
}

function AddPhone({
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
            maxLength={40}
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

function VerifyPhone({
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
  flash: ReturnType<typeof useFlash>;
  onResent: () => void;
  onBack: () => void;
  onVerified: () => void;
}) {
  const { send, verify } = usePhoneMutations();
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const done = verify.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = OtpCodeSchema.safeParse(otp);
    if (!parsed.success) {
      setOtpError(PHONE_MESSAGES.otpRequired);
      return;
    }
    setOtpError(null);
    verify.mutate(
      { phoneNumber: number, otp: parsed.data, label },
      {
        onSuccess: onVerified,
        onError: (failure) => setError(phoneErrorText(failure, PHONE_MESSAGES.verifyFailed)),
      },
    );
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

  if (done) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-teal-600" />
        Returning to your numbers…
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Enter the 6-digit code we texted to{' '}
        <strong className="whitespace-nowrap">{displayPhoneNumber(number)}</strong>.
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field id={`${id}-otp`} label="Verification code" required error={otpError ?? undefined}>
        {(props) => (
          <Input
            {...props}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          Change number
        </Button>
        <div className="flex gap-2">
          <Button variant="outline" onClick={resend} disabled={secondsLeft > 0 || send.isPending}>
            {secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
          </Button>
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? <Spinner className="h-4 w-4" /> : null}
            Verify
          </Button>
        </div>
      </div>
    </form>
  );
}
