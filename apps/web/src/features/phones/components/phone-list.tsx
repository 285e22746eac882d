import {
  MAX_VERIFIED_PHONES,
  PHONE_MESSAGES,
  PHONE_SUCCESS_CLEAR_MS,
  type VerifiedPhone,
} from '@hostelhub/shared';
import { Phone, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useVerifiedPhones } from '../../../lib/verified-phones';
import { useMakePhonePrimary } from '../api/make-phone-primary';
import { useRemovePhone } from '../api/remove-phone';
import type { Flash } from '../hooks/use-flash';
import { phoneErrorText, phoneListErrorText } from '../utils/phone-error-text';
import { useSharedText, useT } from '../../../lib/i18n';
import { phonesText } from '../i18n';
import { Ltr } from '../../../components/ltr';

/**
 * The phone dialog's list mode: the verified numbers with 'Make primary' and 'Remove' (behind a
 * confirm dialog), and the button that goes to add mode until the limit is reached.
 */
export function PhoneList({ flash, onAdd }: { flash: Flash; onAdd: () => void }) {
  const t = useT(phonesText);
  const sharedText = useSharedText();
  const phones = useVerifiedPhones();
  const remove = useRemovePhone();
  const makePrimary = useMakePhonePrimary();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<VerifiedPhone | null>(null);

  if (phones.isPending) {
    return (
      <div aria-label={t('list.loading')} className="space-y-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (phones.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{sharedText(phoneListErrorText(phones.error))}</Alert>
        <Button variant="outline" onClick={() => void phones.refetch()}>
          {t('list.tryAgain')}
        </Button>
      </div>
    );
  }

  const list = phones.data;
  const setPrimary = (phone: VerifiedPhone) => {
    setError(null);
    makePrimary.mutate(phone.id, {
      onSuccess: () =>
        flash.show(sharedText(PHONE_MESSAGES.primaryUpdated), PHONE_SUCCESS_CLEAR_MS),
      onError: (failure) => setError(phoneErrorText(failure, PHONE_MESSAGES.primaryFailed)),
    });
  };
  const confirmRemove = () => {
    if (!removing) return;
    setError(null);
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        flash.show(sharedText(PHONE_MESSAGES.removed), PHONE_SUCCESS_CLEAR_MS);
      },
      onError: (failure) => {
        setRemoving(null);
        setError(phoneErrorText(failure, PHONE_MESSAGES.dialogRemoveFailed));
      },
    });
  };

  return (
    <div className="space-y-4">
      {error ? <Alert tone="error">{sharedText(error)}</Alert> : null}
      {list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
          <Phone aria-hidden="true" className="mx-auto h-8 w-8 text-slate-400" />
          <p className="mt-2 font-medium text-slate-900 dark:text-slate-100">
            {t('list.emptyTitle')}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('list.emptyText')}</p>
        </div>
      ) : (
        <ul aria-label={t('list.label')} className="space-y-2">
          {list.map((phone) => (
            <li
              key={phone.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                  <Ltr className="whitespace-nowrap">{phone.formattedNumber}</Ltr>
                  {phone.isPrimary ? <Badge tone="brand">{t('list.primary')}</Badge> : null}
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
                    aria-label={t('list.makePrimaryOf', { number: phone.formattedNumber })}
                  >
                    <Star aria-hidden="true" className="h-4 w-4" />
                    {t('list.makePrimary')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoving(phone)}
                  aria-label={t('list.removeOf', { number: phone.formattedNumber })}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {t('list.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.length < MAX_VERIFIED_PHONES ? (
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {list.length === 0 ? t('list.add') : t('list.addAnother')}
        </Button>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('list.limit', { max: MAX_VERIFIED_PHONES })}
        </p>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => {
          if (!next) setRemoving(null);
        }}
        title={t('list.removeTitle')}
        confirmLabel={t('list.remove')}
        isPending={remove.isPending}
        onConfirm={confirmRemove}
      >
        {sharedText(PHONE_MESSAGES.confirmRemove)}
      </ConfirmDialog>
    </div>
  );
}
