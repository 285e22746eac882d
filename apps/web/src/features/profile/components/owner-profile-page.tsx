import { displayPhoneNumber } from '@hostelhub/shared';
import { Avatar } from '../../../components/ui/avatar';
import { useMemo, type ReactNode } from 'react';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth, type AuthUser } from '../../../lib/auth';
import { useCities } from '../../../lib/reference-data/get-cities';
import { CityAutocomplete } from './city-autocomplete';
import { OwnerApprovalStatusNotice } from './owner-approval-status';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { ProfileCompletion } from './profile-completion';
import {
  EmailReadOnly,
  genderLabel,
  GenderField,
  ProfileValue,
  saveErrorText,
} from './profile-form-parts';
import { TextField } from '../../../components/form/schema-fields';

function OwnerProfileEditor({
  user,
  businessPhones,
}: {
  user: AuthUser;
  businessPhones: ReactNode;
}) {
  const { form, mutation, isEditing, startEditing, cancel, onSubmit, discardDialog } =
    useProfileEditor(user);
  const cities = useCities();
  const cityNames = useMemo(() => (cities.data ?? []).map((city) => city.name), [cities.data]);
  const isBusy = mutation.isPending;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <Card>
          <CardBody className="space-y-6">
            <div className="flex items-center gap-4">
              <Avatar name={user.full_name} size="lg" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-lg font-semibold text-slate-900 dark:text-white">
                  {user.full_name}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">Hostel owner</p>
              </div>
              {isEditing ? null : (
                <Button variant="outline" onClick={startEditing}>
                  Edit
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
                  disabled={isBusy}
                />
                <TextField
                  form={form}
                  idPrefix="profile"
                  name="phone"
                  label="Personal Phone (optional)"
                  type="tel"
                  autoComplete="tel"
                  disabled={isBusy}
                />
                <GenderField form={form} allowUnset={false} disabled={isBusy} />
                <CityAutocomplete
                  value={form.values.city}
                  onChange={(value) => form.setValue('city', value)}
                  cities={cityNames}
                  error={form.errors.city}
                  disabled={isBusy}
                />
                <div className="flex gap-3">
                  <Button type="submit" disabled={isBusy}>
                    {isBusy ? <Spinner className="h-4 w-4" /> : null}
                    {isBusy ? 'Saving...' : 'Save Changes'}
                  </Button>
                  <Button variant="outline" onClick={cancel} disabled={isBusy}>
                    Cancel
                  </Button>
                </div>
              </form>
            ) : (
              <dl className="grid gap-4 sm:grid-cols-2">
                <ProfileValue
                  label="Email"
                  hint="Email cannot be changed"
                  className="sm:col-span-2"
                >
                  {user.email}
                </ProfileValue>
                <ProfileValue label="Full Name">{user.full_name}</ProfileValue>
                <ProfileValue label="Personal Phone">
                  {user.phone ? displayPhoneNumber(user.phone) : ''}
                </ProfileValue>
                <ProfileValue label="Gender">{genderLabel(user.gender)}</ProfileValue>
                <ProfileValue label="City">{user.city ?? ''}</ProfileValue>
              </dl>
            )}
          </CardBody>
        </Card>
        {businessPhones}
      </div>
      <ProfileCompletion
        items={[
          {
            label: 'Basic information',
            isDone: Boolean(user.full_name && user.phone && user.gender),
          },
          { label: 'Location', isDone: Boolean(user.city) },
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
  return (
    <ContentLayout
      title="Hostel Owner Profile"
      description="Your details and the verified business phone numbers students see."
    >
      {user ? (
        <>
          <OwnerApprovalStatusNotice status={user.owner_approval_status} />
          <OwnerProfileEditor user={user} businessPhones={businessPhones} />
        </>
      ) : (
        <Alert tone="info">Please log in to view your profile.</Alert>
      )}
    </ContentLayout>
  );
}
