import { createElement, Fragment, useState } from 'react';
import { useDiscardGuard, useLeaveGuard } from '../../../components/discard-guard';
import { useAuth, type AuthUser } from '../../../lib/auth';
import { useUpdateProfile } from '../api/update-profile';
import { profileValuesOf, useProfileForm } from '../components/profile-form-parts';

/**
 * The view/edit cycle of a profile page (part 2 section 4 'Profile editing'): Edit loads the
 * saved values, Cancel restores them, Save updates the server and the session's profile.
 * With unsaved changes, Cancel or leaving the page asks "Discard changes?" first (issue 22
 * item 9): render `discardDialog` once on the page.
 */
export function useProfileEditor(user: AuthUser) {
  const { refreshProfile } = useAuth();
  const mutation = useUpdateProfile();
  const form = useProfileForm(user);
  const [isEditing, setIsEditing] = useState(false);

  const reset = (editing: boolean) => {
    form.reset(profileValuesOf(user));
    mutation.reset();
    setIsEditing(editing);
  };
  const isDirty =
    isEditing && JSON.stringify(form.values) !== JSON.stringify(profileValuesOf(user));
  const discard = useDiscardGuard(isDirty);
  const leave = useLeaveGuard(isDirty);
  const onSubmit = form.handleSubmit((input) => {
    if (mutation.isPending) return;
    mutation.mutate(input, {
      onSuccess: (profile) => {
        void refreshProfile(profile);
        setIsEditing(false);
      },
    });
  });

  return {
    form,
    mutation,
    isEditing,
    startEditing: () => reset(true),
    cancel: () => discard.request(() => reset(false)),
    onSubmit,
    /** The "Discard changes?" questions of Cancel and of leaving the page. */
    discardDialog: createElement(Fragment, null, discard.dialog, leave),
  };
}
