import { displayPhoneNumber } from '@hostelhub/shared';
import { Avatar } from '../../../components/ui/avatar';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth, type AuthUser } from '../../../lib/auth';
import {
  EmailReadOnly,
  genderLabel,
  GenderField,
  ProfileValue,
  saveErrorText,
} from './profile-form-parts';
import { TextField } from '../../../components/form/schema-fields';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { ProfileCompletion } from './profile-completion';

function ProfileEditor({ user }: { user: AuthUser }) {
  const { form, mutation, isEditing, startEditing, cancel, onSubmit, discardDialog } =
    useProfileEditor(user);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardBody className="space-y-6">
          <div className="flex items-center gap-4">
            <Avatar name={user.full_name} size="lg" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-lg font-semibold text-slate-900 dark:text-white">
                {user.full_name}
              </p>
              <Badge tone="brand" className="capitalize">
                {user.role}
              </Badge>
            </div>
            {isEditing ? null : (
              <Button variant="outline" onClick={startEditing}>
                Edit Profile
              </Button>
            )}
          </div>

          {discardDialog}
          {mutation.isError ? <Alert tone="error">{saveErrorText(mutation.error)}</Alert> : null}

          {isEditing ? (
            <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Edit profile">
              <EmailReadOnly email={user.email} />
              <TextField
                form={form}
                idPrefix="profile"
                name="full_name"
                label="Full Name"
                autoComplete="name"
                disabled={mutation.isPending}
              />
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
              <div className="flex gap-3">
                <Button type="submit" disabled={mutation.isPending}>
                  {mutation.isPending ? <Spinner className="h-4 w-4" /> : null}
                  {mutation.isPending ? 'Saving...' : 'Save Changes'}
                </Button>
                <Button variant="outline" onClick={cancel} disabled={mutation.isPending}>
                  Cancel
                </Button>
              </div>
            </form>
          ) : (
            <dl className="grid gap-4 sm:grid-cols-2">
              <ProfileValue label="Email" hint="Email cannot be changed" className="sm:col-span-2">
                {user.email}
              </ProfileValue>
              <ProfileValue label="Full Name">{user.full_name}</ProfileValue>
              <ProfileValue label="Role">
                <span className="capitalize">{user.role}</span>
              </ProfileValue>
              <ProfileValue label="Phone Number">
                {user.phone ? displayPhoneNumber(user.phone) : ''}
              </ProfileValue>
              <ProfileValue label="Gender">{genderLabel(user.gender)}</ProfileValue>
              <ProfileValue label="City">{user.city ?? ''}</ProfileValue>
              <ProfileValue label="University/College">{user.university ?? ''}</ProfileValue>
            </dl>
          )}
        </CardBody>
      </Card>
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
