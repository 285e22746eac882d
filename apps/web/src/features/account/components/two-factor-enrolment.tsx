import type { TwoFactorSetup } from '@hostelhub/shared';
import { errorText } from '../../../lib/error-text';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useT } from '../../../lib/i18n';
import { accountText } from '../i18n';
import { TwoFactorCodeForm } from './two-factor-code-form';

/**
 * Enrolment (decision 9): the QR code and the key to type by hand (in groups of four), then
 * the first code turns two-factor sign-in on and `onEnabled` gets the recovery codes.
 */
export function TwoFactorEnrolment({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useT(accountText);
  const enable = useEnableTwoFactor();
  const groupedSecret = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <ol className="list-decimal space-y-4 ps-5 text-sm">
      <li className="space-y-2">
        <p>{t('enrol.scan')}</p>
        <img
          src={setup.qr_code}
          alt={t('enrol.qrAlt')}
          width={176}
          height={176}
          className="rounded-lg bg-white p-2"
        />
        <p className="text-slate-600 dark:text-slate-400">
          {t('enrol.manual')}{' '}
          <code
            data-testid="two-factor-secret"
            className="break-all font-mono text-slate-900 dark:text-white"
          >
            {groupedSecret}
          </code>
        </p>
      </li>
      <li>
        <TwoFactorCodeForm
          label={t('twoFactor.codeLabel')}
          submitLabel={t('enrol.submit')}
          isPending={enable.isPending}
          error={enable.isError ? errorText(enable.error, t('twoFactor.failed')) : null}
          onSubmit={(code) => enable.mutate(code, { onSuccess: onEnabled })}
          onCancel={onCancel}
        />
      </li>
    </ol>
  );
}
