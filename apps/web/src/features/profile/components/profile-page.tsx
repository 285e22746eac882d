import { displayPhoneNumber } from '@hostelhub/shared';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { useAuth, type AuthUser } from '../../../lib/auth';
import { ProfileCard } from './profile-card';
import { genderLabel, GenderField, ProfileValue } from './profile-form-parts';
import { TextField } from '../../../components/form/schema-fields';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { ProfileCompletion } from './profile-completion';

function ProfileEditor({ user }: { user: AuthUser }) {
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
            {user.role}
          </Badge>
        }
        editLabel="Edit Profile"
        fields={
          <>
            <RoleReadOnly role={user.role} />
            <TextField
              form={form}
              idPrefix="profile"
              name="phone"
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              disabled={mutation.isPending}
            />
            <GenderField form={form} disabled={mutation.isPending} />
            <TextField
              form={form}
              idPrefix="profile"
              name="city"
              label="City"
              autoComplete="address-level2"
              disabled={mutation.isPending}
            />
            <TextField
              form={form}
              idPrefix="profile"
              name="university"
              label="University/College"
              disabled={mutation.isPending}
            />
          </>
        }
        values={
          <>
            <ProfileValue label="Role">
              <span className="capitalize">{user.role}</span>
            </ProfileValue>
            <ProfileValue label="Phone Number">
              {user.phone ? displayPhoneNumber(user.phone) : ''}
            </ProfileValue>
            <ProfileValue label="Gender">{genderLabel(user.gender)}</ProfileValue>
            <ProfileValue label="City">{user.city ?? ''}</ProfileValue>
            <ProfileValue label="University/College">{user.university ?? ''}</ProfileValue>
          </>
        }
      />
      <ProfileCompletion
        items={[
          { label: 'Basic Info', isDone: Boolean(user.full_name && user.phone) },
          { label: 'Location', isDone: Boolean(user.city) },
          { label: 'Education', isDone: Boolean(user.university) },
        ]}
      />
    </div>
  );
}

/** The role is shown, never edited here (product decision 2). */
function RoleReadOnly({ role }: { role: string }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Role</p>
      <p className="text-sm text-slate-900 capitalize dark:text-white">{role}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Only an administrator can change a role.
      </p>
    </div>
  );
}

/** /profile: the signed-in user's own details (part 2 section 2 'General profile page'). */
export function ProfilePage() {
  const { user } = useAuth();
  return (
    <ContentLayout title="My Profile" description="Your account details.">
      {user ? (
        <ProfileEditor user={user} />
      ) : (
        <Alert tone="info">Please log in to view your profile.</Alert>
      )}
    </ContentLayout>
  );
}
