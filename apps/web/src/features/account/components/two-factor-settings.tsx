import { TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '@hostelhub/shared';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { useFormatters, useSharedText, useT } from '../../../lib/i18n';
import { accountText } from '../i18n';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { TwoFactorEnrolment } from './two-factor-enrolment';

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
  const t = useT(accountText);
  const sharedText = useSharedText();
  const format = useFormatters();
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
      <TwoFactorEnrolment
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
        {sharedText(TWO_FACTOR_MESSAGES.loadFailed)}{' '}
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          {t('twoFactor.retry')}
        </Button>
      </Alert>
    );
  } else if (!status.data.enabled) {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.off')}</p>
        {start.isError ? (
          <Alert tone="error">{errorText(start.error, t('twoFactor.failed'))}</Alert>
        ) : null}
        <Button
          variant="outline"
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, { onSuccess: (setup) => setMode({ kind: 'enrolling', setup }) })
          }
        >
          {t('twoFactor.turnOn')}
        </Button>
      </div>
    );
  } else {
    const remaining = status.data.recovery_codes_remaining;
    body = (
      <div className="space-y-3 text-sm">
        <p>
          <span className="font-medium text-teal-700 dark:text-teal-400">{t('twoFactor.on')}</span>
          {status.data.enabled_at
            ? t('twoFactor.since', { date: format.calendarDate(status.data.enabled_at) })
            : null}
          {t('twoFactor.remaining', { count: remaining })}
        </p>
        {remaining <= 3 ? <Alert tone="info">{t('twoFactor.fewLeft')}</Alert> : null}
        {mode.kind === 'renewing' ? (
          <TwoFactorCodeForm
            label={t('twoFactor.codeLabel')}
            submitLabel={t('twoFactor.renewSubmit')}
            isPending={renew.isPending}
            error={renew.isError ? errorText(renew.error, t('twoFactor.failed')) : null}
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
              {t('twoFactor.renew')}
            </Button>
            <Button variant="danger" onClick={() => setIsDisabling(true)}>
              {t('twoFactor.turnOff')}
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
          {t('twoFactor.title')}
        </h2>
        {body}
      </CardBody>
      <DisableTwoFactorDialog open={isDisabling} onClose={() => setIsDisabling(false)} />
    </Card>
  );
}
