import { InviteStaffSchema, STAFF_ROLES, type StaffMember } from '@hostelhub/shared';
import { Mail, Trash2, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { SelectField, TextField } from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { LoadError } from '../../../components/ui/load-error';
import { PendingButton } from '../../../components/ui/pending-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useStaff } from '../api/get-staff';
import { useInviteStaff } from '../api/invite-staff';
import { useRemoveStaff } from '../api/remove-staff';
import { registerText } from '../i18n';
import { REGISTER_ROLE_LABEL } from '../utils/bed-states';

/**
 * The owner's staff panel (issue 44 item 4): invite by email as manager or warden (the link
 * lasts 7 days), the members and the invitations still waiting, and removing either.
 */
export function StaffPanel({ hostelId }: { hostelId: string }) {
  const t = useT(registerText);
  const format = useFormatters();
  const confirm = useConfirm();
  const staff = useStaff(hostelId);
  const invite = useInviteStaff(hostelId);
  const remove = useRemoveStaff(hostelId);
  const form = useSchemaForm(InviteStaffSchema, { email: '', role: 'warden' });
  const submit = form.handleSubmit((input) => {
    invite.mutate(input, {
      onSuccess: () => {
        toast.success(t('staff.invited', { email: input.email }));
        form.reset({ email: '', role: form.values.role });
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.details);
      },
    });
  });
  const removeOne = async (member: StaffMember) => {
    const name = member.user?.full_name ?? member.email;
    const yes = await confirm({
      title: member.status === 'member' ? t('staff.removeTitle') : t('staff.withdrawTitle'),
      message: t('staff.removeQuestion', { name }),
      confirmLabel: t('staff.remove'),
      isDestructive: true,
    });
    if (!yes) return;
    remove.mutate(member.id, {
      onSuccess: () => toast.success(t('staff.removed', { name })),
      onError: (error) => toast.error(errorText(error, t('staff.removeFailed'))),
    });
  };
  return (
    <section aria-labelledby="register-staff" className="space-y-4">
      <h2 id="register-staff" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('staff.heading')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('staff.description')}</p>
      <form
        noValidate
        aria-label={t('staff.invite')}
        onSubmit={submit}
        className="grid items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_12rem_auto] dark:border-slate-800 dark:bg-slate-900"
      >
        <TextField
          form={form}
          name="email"
          type="email"
          idPrefix="invite-staff"
          label={t('staff.email')}
          required
          disabled={invite.isPending}
        />
        <SelectField
          form={form}
          name="role"
          idPrefix="invite-staff"
          label={t('staff.role')}
          disabled={invite.isPending}
          options={STAFF_ROLES.map((role) => ({
            value: role,
            label: t(REGISTER_ROLE_LABEL[role]),
          }))}
        />
        <PendingButton
          type="submit"
          isPending={invite.isPending}
          pendingLabel={t('staff.inviting')}
        >
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          {t('staff.invite')}
        </PendingButton>
        {invite.isError && !form.errors.email ? (
          <div className="sm:col-span-3">
            <Alert tone="error">
              {errorText(invite.error, t('staff.inviteFailed'), {
                byStatus: { 404: t('staff.unavailable') },
              })}
            </Alert>
          </div>
        ) : null}
      </form>
      {staff.isError ? (
        <LoadError
          title={t('staff.loadFailed')}
          message={errorText(staff.error, t('staff.loadFailed'), {
            // The staff endpoints come from another branch; until then the route is missing
            // (its 404 text may already be in Urdu, so the status decides).
            byStatus: { 404: t('staff.unavailable') },
          })}
          onRetry={() => void staff.refetch()}
          isRetrying={staff.isFetching}
        />
      ) : !staff.data ? (
        <div role="status" aria-label={t('staff.loading')}>
          <Skeleton className="h-16" />
        </div>
      ) : staff.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('staff.empty')}</p>
      ) : (
        <ul
          aria-label={t('staff.list')}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {staff.data.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
              <span className="min-w-0 flex-1 basis-48">
                <span className="block font-medium text-slate-900 dark:text-white">
                  {member.user?.full_name ?? member.email}
                </span>
                <span className="block text-slate-600 dark:text-slate-400">{member.email}</span>
              </span>
              <Badge tone="brand">{t(REGISTER_ROLE_LABEL[member.role])}</Badge>
              {member.status === 'invited' ? (
                <Badge tone="amber">
                  <Mail aria-hidden="true" className="me-1 inline h-3.5 w-3.5" />
                  {member.expires_at
                    ? t('staff.pendingUntil', { date: format.calendarDate(member.expires_at) })
                    : t('staff.pending')}
                </Badge>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void removeOne(member)}
                disabled={remove.isPending}
                aria-label={t('staff.removeNamed', {
                  name: member.user?.full_name ?? member.email,
                })}
                className="text-red-700 dark:text-red-400"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {t('staff.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
