import { displayPhoneNumber, type City } from '@hostelhub/shared';
import type { ReactNode } from 'react';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { useAuth, type AuthUser } from '../../../lib/auth';
import { useCities } from '../../../lib/reference-data/get-cities';
import { useCityName } from '../../../lib/reference-data/use-city-name';
import { CityAutocomplete } from './city-autocomplete';
import { OwnerApprovalStatusNotice } from './owner-approval-status';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { ProfileCompletion } from './profile-completion';
import { ProfileCard } from './profile-card';
import { genderLabel, GenderField, ProfileValue } from './profile-form-parts';
import { TextField } from '../../../components/form/schema-fields';
import { useT } from '../../../lib/i18n';
import { profileText } from '../i18n';
import { Ltr } from '../../../components/ltr';

const NO_CITIES: readonly City[] = [];

function OwnerProfileEditor({
  user,
  businessPhones,
}: {
  user: AuthUser;
  businessPhones: ReactNode;
}) {
  const t = useT(profileText);
  const editor = useProfileEditor(user);
  const { form, mutation } = editor;
  const cities = useCities();
  const cityName = useCityName(user.city);
  const isBusy = mutation.isPending;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <ProfileCard
          user={user}
          editor={editor}
          subtitle={
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('owner.subtitle')}</p>
          }
          editLabel={t('owner.edit')}
          fields={
            <>
              <TextField
                form={form}
                idPrefix="profile"
                name="phone"
                label={t('owner.personalPhoneOptional')}
                type="tel"
                autoComplete="tel"
                disabled={isBusy}
              />
              <GenderField form={form} allowUnset={false} disabled={isBusy} />
              <CityAutocomplete
                value={form.values.city}
                onChange={(value) => form.setValue('city', value)}
                cities={cities.data ?? NO_CITIES}
                error={form.errors.city}
                disabled={isBusy}
              />
            </>
          }
          values={
            <>
              <ProfileValue label={t('owner.personalPhone')}>
                {user.phone ? <Ltr>{displayPhoneNumber(user.phone)}</Ltr> : ''}
              </ProfileValue>
              <ProfileValue label={t('field.gender')}>{genderLabel(user.gender, t)}</ProfileValue>
              <ProfileValue label={t('field.city')}>{cityName ?? ''}</ProfileValue>
            </>
          }
        />
        {businessPhones}
      </div>
      <ProfileCompletion
        items={[
          {
            label: t('owner.completion.basic'),
            isDone: Boolean(user.full_name && user.phone && user.gender),
          },
          { label: t('completion.location'), isDone: Boolean(user.city) },
        ]}
      />
    </div>
  );
}

/**
 * /owner/profile, "Hostel Owner Profile" (part 2 section 2). `businessPhones` is the verified
 * numbers card with the phone dialog, plugged in by the route (STYLE convention 2).
 */
export function OwnerProfilePage({ businessPhones }: { businessPhones?: ReactNode }) {
  const { user } = useAuth();
  const t = useT(profileText);
  return (
    <ContentLayout title={t('owner.title')} description={t('owner.description')}>
      {user ? (
        <>
          <OwnerApprovalStatusNotice status={user.owner_approval_status} />
          <OwnerProfileEditor user={user} businessPhones={businessPhones} />
        </>
      ) : (
        <Alert tone="info">{t('page.logIn')}</Alert>
      )}
    </ContentLayout>
  );
}
