import { ADMIN_MESSAGES, ROLES, type AdminUser, type Role } from '@hostelhub/shared';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/input';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useSharedText, useT } from '../../../lib/i18n';
import { useChangeUserRole } from '../api/change-user-role';
import { useSetUserSuspension } from '../api/set-user-suspension';
import { adminText } from '../i18n';
import { ROLE_KEYS } from '../utils/labels';
import { RoleBadge } from './users-section';

/**
 * User details: full name, email, role, city or 'Not specified', id, joined date; the role,
 * suspension and (never for an administrator) Delete User.
 */
export function UserDetailsDialog({
  user,
  onClose,
  onDeleteUser,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDeleteUser: (user: AdminUser) => void;
}) {
  // useFormatters first: called after useT and useSharedText, its first Urdu load here made
  // React report a change in the order of hooks (a lib/i18n matter, reported).
  const { calendarDate } = useFormatters();
  const t = useT(adminText);
  const shared = useSharedText();
  const { user: me } = useAuth();
  const changeRole = useChangeUserRole();
  const setSuspension = useSetUserSuspension();
  const [shown, setShown] = useState<AdminUser | null>(null);
  const [role, setRole] = useState<Role | ''>('');
  const [error, setError] = useState<string | null>(null);
  const roleId = useId();
  const current = shown && shown.id === user?.id ? shown : user;

  const apply = (next: AdminUser) => {
    setShown(next);
    setError(null);
  };

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          setRole('');
          onClose();
        }
      }}
      title={t('user.details')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('user.close')}
          </Button>
          {current && current.role !== 'admin' ? (
            <Button variant="danger" onClick={() => onDeleteUser(current)}>
              {t('users.deleteUserButton')}
            </Button>
          ) : null}
        </>
      }
    >
      {current ? (
        <div className="space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="text-slate-500 dark:text-slate-400">{t('user.fullName')}</dt>
            <dd>{current.full_name}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('column.email')}</dt>
            <dd className="break-all">{current.email}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('column.role')}</dt>
            <dd>
              <RoleBadge role={current.role} />
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('column.city')}</dt>
            <dd>{current.city ?? shared(ADMIN_MESSAGES.notSpecified)}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('user.id')}</dt>
            <dd className="font-mono text-xs break-all">{current.id}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('column.joined')}</dt>
            <dd>{calendarDate(current.created_at)}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('column.status')}</dt>
            <dd>{current.suspended_at ? t('users.suspended') : t('users.active')}</dd>
          </dl>
          <div className="flex flex-wrap items-end gap-2">
            <div className="space-y-1">
              <label htmlFor={roleId} className="block text-sm font-medium">
                {t('column.role')}
              </label>
              <Select
                id={roleId}
                value={role || current.role}
                onChange={(event) => setRole(event.target.value as Role)}
              >
                {ROLES.map((item) => (
                  <option key={item} value={item}>
                    {t(ROLE_KEYS[item])}
                  </option>
                ))}
              </Select>
            </div>
            <Button
              variant="outline"
              disabled={!role || role === current.role || changeRole.isPending}
              onClick={() => {
                if (!role) return;
                changeRole.mutate(
                  { id: current.id, role },
                  {
                    onSuccess: apply,
                    onError: (failure) => setError(errorText(failure, t('user.roleChangeFailed'))),
                  },
                );
              }}
            >
              {t('user.changeRole')}
            </Button>
            {current.id === me?.id ? null : (
              <Button
                variant="outline"
                disabled={setSuspension.isPending}
                onClick={() =>
                  setSuspension.mutate(
                    { id: current.id, suspended: !current.suspended_at },
                    {
                      onSuccess: apply,
                      onError: (failure) =>
                        setError(errorText(failure, t('user.suspensionFailed'))),
                    },
                  )
                }
              >
                {current.suspended_at ? t('user.reactivate') : t('user.suspend')}
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
