import {
  displayPhoneNumber,
  isolate,
  ltrIsolate,
  PHONE_MESSAGES,
  samePhoneNumber,
} from '@hostelhub/shared';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../../components/form/schema-fields';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useLanguage, useSharedText, useT } from '../../../lib/i18n';
import { useVerifiedPhones } from '../../../lib/verified-phones';
import type { HostelFormState } from '../hooks/use-hostel-form';
import { listingsText } from '../i18n';

/**
 * The hostel's contact phone: one of the owner's verified business numbers (issue 8; the
 * server checks it too). A new hostel starts on the primary number; a hostel listed with
 * another number keeps it on offer, marked, until a verified one is chosen.
 */
export function ContactPhoneField({
  state,
  idPrefix,
}: {
  state: HostelFormState;
  idPrefix: string;
}) {
  const { form } = state;
  const phones = useVerifiedPhones();
  const t = useT(listingsText);
  const { language } = useLanguage();
  const shared = useSharedText();
  const current = String(form.values.contact_phone ?? '');
  const primary = phones.data?.find((phone) => phone.isPrimary) ?? phones.data?.[0];
  // A number stored in another form is the verified one it spells (compared in E.164, issue 22 item 4).
  const match = phones.data?.find(
    (phone) => current && samePhoneNumber(phone.phoneNumber, current),
  );

  useEffect(() => {
    if (!current && primary) form.setValue('contact_phone', primary.phoneNumber);
    else if (match && match.phoneNumber !== current)
      form.setValue('contact_phone', match.phoneNumber);
  }, [current, primary, match, form]);

  if (phones.isPending) {
    return (
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t('label.contactPhone')}
        </p>
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }

  const verified = phones.data ?? [];
  const options = verified.map((phone) => ({
    value: phone.phoneNumber,
    // The number reads left to right and an English label keeps its order in Urdu (issue 40).
    label: `${ltrIsolate(language, phone.formattedNumber)} · ${isolate(language, phone.label)}${phone.isPrimary ? t('phone.primarySuffix') : ''}`,
  }));
  if (current && !match) {
    options.unshift({
      value: current,
      label: t('phone.notVerified', { number: ltrIsolate(language, displayPhoneNumber(current)) }),
    });
  }

  return (
    <div className="space-y-1">
      <SelectField
        form={form}
        idPrefix={idPrefix}
        name="contact_phone"
        label={t('label.contactPhone')}
        required
        placeholder={verified.length === 0 ? t('phone.noneVerified') : t('form.select')}
        options={options}
        hint={t('phone.hint')}
      />
      {verified.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('phone.verifyBefore')}{' '}
          <Link
            to={paths.owner.profile.getHref()}
            className="font-medium text-teal-700 underline dark:text-teal-400"
          >
            {t('phone.verifyLink')}
          </Link>{' '}
          {t('phone.verifyAfter')}
        </p>
      ) : null}
      {phones.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {shared(PHONE_MESSAGES.loadFailed)}
        </p>
      ) : null}
    </div>
  );
}
