import {
  formatCalendarDate,
  isAuthenticatorCode,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetup,
} from '@hostelhub/shared';
import { Copy, Download, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth';
import { saveFile } from '../../../lib/save-file';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/two-factor-api';

/** A typed authenticator code without spaces, or null with the message to show. */
function readCode(typed: string): string | null {
  const code = typed.replace(/\s/g, '');
  return isAuthenticatorCode(code) ? code : null;
}

/** A 6-digit code field with its own submit button, used by enrolment and new codes. */
function CodeForm({
  label,
  submitLabel,
  isPending,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  isPending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = readCode(typed);
    setLocalError(code ? null : TWO_FACTOR_MESSAGES.codeRequired);
    if (code && !isPending) onSubmit(code);
  };
  const shown = localError ?? error;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Field id={`${id}-code`} label={label} required {...(shown ? { error: shown } : {})}>
        {(props) => (
          <Input
            {...props}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={7}
            className="max-w-40"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isPending}>
          {submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The recovery codes, shown once, with download and copy. */
function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `Hostelhub recovery codes\nEach code signs you in once if you lose your authenticator app.\n\n${codes.join('\n')}\n`;
  const download = () =>
    saveFile(new Blob([text], { type: 'text/plain' }), 'hostelhub-recovery-codes.txt');
  return (
    <div className="space-y-3">
      <Alert tone="success">{TWO_FACTOR_MESSAGES.enabled}</Alert>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Each recovery code signs you in once if you lose your phone. They are shown only now.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm sm:grid-cols-3 dark:bg-slate-800"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Download codes
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </div>
  );
}

/** Enrolment: the QR code and the key, then the first code turns it on. */
function Enrolment({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const groupedSecret = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <ol className="list-decimal space-y-4 pl-5 text-sm">
      <li className="space-y-2">
        <p>
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft
          Authenticator, Authy).
        </p>
        <img
          src={setup.qr_code}
          alt="QR code to add Hostelhub to your authenticator app"
          width={176}
          height={176}
          className="rounded-lg bg-white p-2"
        />
        <p className="text-slate-600 dark:text-slate-400">
          Can&apos;t scan it? Enter this key instead:{' '}
          <code
            data-testid="two-factor-secret"
            className="break-all font-mono text-slate-900 dark:text-white"
          >
            {groupedSecret}
          </code>
        </p>
      </li>
      <li>
        <CodeForm
          label="6-digit code from the app"
          submitLabel="Verify and turn on"
          isPending={enable.isPending}
          error={enable.isError ? enable.error.message : null}
          onSubmit={(code) => enable.mutate(code, { onSuccess: onEnabled })}
          onCancel={onCancel}
        />
      </li>
    </ol>
  );
}

/** Turning off: a code from the app, or the password. */
function DisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const disable = useDisableTwoFactor();
  const [usePassword, setUsePassword] = useState(false);
  const [value, setValue] = useState('');
  const id = useId();
  const canUsePassword = user?.has_password !== false;
  const close = () => {
    if (disable.isPending) return;
    setValue('');
    disable.reset();
    onClose();
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const typed = value.replace(/[\s-]/g, '');
    if (!typed || disable.isPending) return;
    disable.mutate(usePassword ? { password: value } : { code: typed }, { onSuccess: close });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Turn off two-factor sign-in"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={disable.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => submit()} disabled={!value || disable.isPending}>
            Turn off
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-3">
        <p className="text-sm">{TWO_FACTOR_MESSAGES.proofRequired}.</p>
        {disable.isError ? <Alert tone="error">{disable.error.message}</Alert> : null}
        <Field
          id={`${id}-proof`}
          label={usePassword ? 'Password' : 'Authentication or recovery code'}
          required
        >
          {(props) =>
            usePassword ? (
              <PasswordInput
                {...props}
                autoComplete="current-password"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            ) : (
              <Input
                {...props}
                autoComplete="one-time-code"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            )
          }
        </Field>
        {canUsePassword ? (
          <button
            type="button"
            className="text-sm font-medium text-teal-700 underline-offset-4 hover:underline dark:text-teal-400"
            onClick={() => {
              setUsePassword((current) => !current);
              setValue('');
              disable.reset();
            }}
          >
            {usePassword ? 'Use a code instead' : 'Use your password instead'}
          </button>
        ) : null}
      </form>
    </Dialog>
  );
}

type Mode =
  | { kind: 'idle' }
  | { kind: 'enrolling'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'renewing' };

/**
 * Two-factor sign-in on the settings page (decision 9): turn on with a QR code and a first
 * code, see the recovery codes once, renew them, turn off with a code or the password.
 */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const renew = useRegenerateRecoveryCodes();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [isDisabling, setIsDisabling] = useState(false);
  const idle = () => setMode({ kind: 'idle' });

  let body;
  if (mode.kind === 'codes') {
    body = <RecoveryCodesPanel codes={mode.codes} onDone={idle} />;
  } else if (mode.kind === 'enrolling') {
    body = (
      <Enrolment
        setup={mode.setup}
        onEnabled={(codes) => setMode({ kind: 'codes', codes })}
        onCancel={idle}
      />
    );
  } else if (status.isPending) {
    body = <Skeleton className="h-16 w-full" />;
  } else if (status.isError) {
    body = (
      <Alert tone="error">
        {TWO_FACTOR_MESSAGES.loadFailed}{' '}
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  } else if (!status.data.enabled) {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Off. Turn it on to be asked for a code from an authenticator app on your phone each time
          you sign in.
        </p>
        {start.isError ? <Alert tone="error">{start.error.message}</Alert> : null}
        <Button
          variant="outline"
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, { onSuccess: (setup) => setMode({ kind: 'enrolling', setup }) })
          }
        >
          Turn on two-factor sign-in
        </Button>
      </div>
    );
  } else {
    const remaining = status.data.recovery_codes_remaining;
    body = (
      <div className="space-y-3 text-sm">
        <p>
          <span className="font-medium text-teal-700 dark:text-teal-400">On</span>
          {status.data.enabled_at ? ` since ${formatCalendarDate(status.data.enabled_at)}` : null}.
          You have {remaining} unused recovery {remaining === 1 ? 'code' : 'codes'}.
        </p>
        {remaining <= 3 ? (
          <Alert tone="info">Few recovery codes left. Create new ones and keep them safe.</Alert>
        ) : null}
        {mode.kind === 'renewing' ? (
          <CodeForm
            label="6-digit code from the app"
            submitLabel="Create new recovery codes"
            isPending={renew.isPending}
            error={renew.isError ? renew.error.message : null}
            onSubmit={(code) =>
              renew.mutate(code, { onSuccess: (codes) => setMode({ kind: 'codes', codes }) })
            }
            onCancel={() => {
              renew.reset();
              idle();
            }}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setMode({ kind: 'renewing' })}>
              New recovery codes
            </Button>
            <Button variant="danger" onClick={() => setIsDisabling(true)}>
              Turn off
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <Card>
      <CardBody className="space-y-3">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          Two-factor sign-in
        </h2>
        {body}
      </CardBody>
      <DisableDialog open={isDisabling} onClose={() => setIsDisabling(false)} />
    </Card>
  );
}
