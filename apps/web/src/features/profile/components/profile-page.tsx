import { displayPhoneNumber, type Role } from '@hostelhub/shared';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { useAuth, type AuthUser } from '../../../lib/auth';
import { ProfileCard } from './profile-card';
import { genderLabel, GenderField, ProfileValue } from './profile-form-parts';
import { TextField } from '../../../components/form/schema-fields';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { ProfileCompletion } from './profile-completion';
import { useT } from '../../../lib/i18n';
import { profileText } from '../i18n';
import { Ltr } from '../../../components/ltr';

function ProfileEditor({ user }: { user: AuthUser }) {
  const t = useT(profileText);
  const editor = useProfileEditor(user);
  const { form, mutation } = editor;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <ProfileCard
        className="lg:col-span-2"
        user={user}
        editor={editor}
        subtitle={
          <Badge tone="brand" className="capitalize">
            {t(`role.${user.role}`)}
          </Badge>
        }
        editLabel={t('page.edit')}
        fields={
          <>
            <RoleReadOnly role={user.role} />
            <TextField
              form={form}
              idPrefix="profile"
              name="phone"
              label={t('field.phone')}
              type="tel"
              autoComplete="tel"
              disabled={mutation.isPending}
            />
            <GenderField form={form} disabled={mutation.isPending} />
            <TextField
              form={form}
              idPrefix="profile"
              name="city"
              label={t('field.city')}
              autoComplete="address-level2"
              disabled={mutation.isPending}
            />
            <TextField
              form={form}
              idPrefix="profile"
              name="university"
              label={t('field.university')}
              disabled={mutation.isPending}
            />
          </>
        }
        values={
          <>
            <ProfileValue label={t('field.role')}>
              <span className="capitalize">{t(`role.${user.role}`)}</span>
            </ProfileValue>
            <ProfileValue label={t('field.phone')}>
              {user.phone ? <Ltr>{displayPhoneNumber(user.phone)}</Ltr> : ''}
            </ProfileValue>
            <ProfileValue label={t('field.gender')}>{genderLabel(user.gender, t)}</ProfileValue>
            <ProfileValue label={t('field.city')}>{user.city ?? ''}</ProfileValue>
            <ProfileValue label={t('field.university')}>{user.university ?? ''}</ProfileValue>
          </>
        }
      />
      <ProfileCompletion
        items={[
          { label: t('completion.basic'), isDone: Boolean(user.full_name && user.phone) },
          { label: t('completion.location'), isDone: Boolean(user.city) },
          { label: t('completion.education'), isDone: Boolean(user.university) },
        ]}
      />
    </div>
  );
}

/** The role is shown, never edited here (product decision 2). */
function RoleReadOnly({ role }: { role: Role }) {
  const t = useT(profileText);
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('field.role')}</p>
      <p className="text-sm text-slate-900 capitalize dark:text-white">{t(`role.${role}`)}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('page.roleFixed')}</p>
    </div>
  );
}

/** /profile: the signed-in user's own details (part 2 section 2 'General profile page'). */
export function ProfilePage() {
  const { user } = useAuth();
  const t = useT(profileText);
  return (
    <ContentLayout title={t('page.title')} description={t('page.description')}>
      {user ? <ProfileEditor user={user} /> : <Alert tone="info">{t('page.logIn')}</Alert>}
    </ContentLayout>
  );
}
