import {
  MAX_VERIFIED_PHONES,
  OTP_RESEND_SECONDS,
  PHONE_MESSAGES,
  PHONE_SUCCESS_CLEAR_MS,
  PHONE_VERIFIED_RETURN_MS,
} from '@hostelhub/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { useAuth } from '../../../lib/auth';
import { useCountdown } from '../hooks/use-countdown';
import { useFlash } from '../hooks/use-flash';
import { usePhoneForm } from '../hooks/use-phone-form';
import { AddPhone } from './add-phone';
import { PhoneList } from './phone-list';
import { VerifyPhone } from './verify-phone';
import { useSharedText, useT } from '../../../lib/i18n';
import { phonesText } from '../i18n';

type Mode = 'list' | 'add' | 'verify';

/**
 * The phone verification dialog (part 2 sections 2, 4 and 8): modes list, add and verify. List
 * goes to add; add goes to verify once the code is sent (a 60 s resend countdown starts);
 * verify goes back to add; after verifying, the list returns in 2 s. Success lines are toasts
 * that clear after 3 s (2 s for 'verified'), and go when the dialog closes. Signed-out users
 * are asked to log in.
 */
export function PhoneDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(phonesText);
  const sharedText = useSharedText();
  const { user } = useAuth();
  const [mode, setMode] = useState<Mode>('list');
  const phoneForm = usePhoneForm();
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
    body = <Alert tone="info">{sharedText(PHONE_MESSAGES.logInToAccess)}</Alert>;
  } else if (mode === 'list') {
    body = <PhoneList flash={flash} onAdd={() => setMode('add')} />;
  } else if (mode === 'add') {
    body = (
      <AddPhone
        form={phoneForm}
        onCancel={() => setMode('list')}
        onSent={() => {
          countdown.start(OTP_RESEND_SECONDS);
          flash.show(sharedText(PHONE_MESSAGES.otpSent), PHONE_SUCCESS_CLEAR_MS);
          setMode('verify');
        }}
      />
    );
  } else {
    body = (
      <VerifyPhone
        number={phoneForm.values.phoneNumber}
        label={phoneForm.values.label}
        secondsLeft={countdown.secondsLeft}
        flash={flash}
        onResent={() => {
          countdown.start(OTP_RESEND_SECONDS);
          flash.show(sharedText(PHONE_MESSAGES.otpSent), PHONE_SUCCESS_CLEAR_MS);
        }}
        onBack={() => setMode('add')}
        onVerified={() => {
          flash.show(sharedText(PHONE_MESSAGES.verified), PHONE_VERIFIED_RETURN_MS, () => {
            phoneForm.clear();
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
      title={t('dialog.title')}
      description={t('dialog.description', { max: MAX_VERIFIED_PHONES })}
      size="sm"
    >
      <div className="space-y-4">{body}</div>
    </Dialog>
  );
}
