import type { ReactNode } from 'react';
import { TextField } from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { PendingButton } from '../../../components/ui/pending-button';
import type { AuthUser } from '../../../lib/auth';
import type { useProfileEditor } from '../hooks/use-profile-editor';
import { EmailReadOnly, ProfileValue, saveErrorText } from './profile-form-parts';
import { useT } from '../../../lib/i18n';
import { profileText } from '../i18n';

export interface ProfileCardProps {
  user: AuthUser;
  /** The editor of `useProfileEditor(user)`. */
  editor: ReturnType<typeof useProfileEditor>;
  /** Under the name in the header (the role badge, 'Hostel owner'). */
  subtitle: ReactNode;
  editLabel: string;
  /** The edit form's fields after Email and Full Name. */
  fields: ReactNode;
  /** The view mode's values after Email and Full Name. */
  values: ReactNode;
  className?: string;
}

/**
 * The profile card of /profile and /owner/profile (part 2 section 2): avatar, name and Edit;
 * in edit mode a form with the read-only email, the full name, `fields`, Save Changes and
 * Cancel; otherwise the email, the full name and `values`.
 */
export function ProfileCard({
  user,
  editor,
  subtitle,
  editLabel,
  fields,
  values,
  className,
}: ProfileCardProps) {
  const { form, mutation, isEditing, startEditing, cancel, onSubmit, discardDialog } = editor;
  const t = useT(profileText);
  return (
    <Card {...(className ? { className } : {})}>
      <CardBody className="space-y-6">
        <div className="flex items-center gap-4">
          <Avatar name={user.full_name} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-lg font-semibold text-slate-900 dark:text-white">
              {user.full_name}
            </p>
            {subtitle}
          </div>
          {isEditing ? null : (
            <Button variant="outline" onClick={startEditing}>
              {editLabel}
            </Button>
          )}
        </div>
        {discardDialog}
        {mutation.isError ? <Alert tone="error">{saveErrorText(mutation.error, t)}</Alert> : null}
        {isEditing ? (
          <form
            noValidate
            onSubmit={onSubmit}
            className="space-y-4"
            aria-label={t('card.editForm')}
          >
            <EmailReadOnly email={user.email} />
            <TextField
              form={form}
              idPrefix="profile"
              name="full_name"
              label={t('field.fullName')}
              autoComplete="name"
              disabled={mutation.isPending}
            />
            {fields}
            <div className="flex gap-3">
              <PendingButton
                type="submit"
                disabled={mutation.isPending}
                isPending={mutation.isPending}
                pendingLabel={t('card.saving')}
              >
                {t('card.save')}
              </PendingButton>
              <Button variant="outline" onClick={cancel} disabled={mutation.isPending}>
                {t('card.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <ProfileValue
              label={t('field.email')}
              hint={t('field.emailFixed')}
              className="sm:col-span-2"
            >
              {user.email}
            </ProfileValue>
            <ProfileValue label={t('field.fullName')}>{user.full_name}</ProfileValue>
            {values}
          </dl>
        )}
      </CardBody>
    </Card>
  );
}
