import {
  ADMIN_MESSAGES,
  formatCalendarDate,
  ROLES,
  type AdminUser,
  type Role,
} from '@hostelhub/shared';
import { Search, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input, Select } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth';
import { useAdminActions, useAdminUsers } from '../api/admin-api';

/** Recent users shows the first 10 (part 2 section 9). */
const RECENT_USERS = 10;

const ROLE_TONES: Record<Role, BadgeTone> = { admin: 'red', owner: 'blue', student: 'green' };

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge tone={ROLE_TONES[role]} className="capitalize">
      {role}
    </Badge>
  );
}

/** The Recent Users table: name, email, role, city, joined; a row opens the user's details. */
export function RecentUsers({ onOpenUser }: { onOpenUser: (user: AdminUser) => void }) {
  const users = useAdminUsers('', 1, RECENT_USERS);
  return (
    <section aria-labelledby="recent-users" className="space-y-3">
      <h2 id="recent-users" className="text-lg font-semibold text-slate-900 dark:text-white">
        Recent Users
      </h2>
      {users.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (users.data?.users.length ?? 0) === 0 ? (
        <EmptyState icon={Users} title={ADMIN_MESSAGES.noUsers} />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-600 dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th className="px-4 py-2 font-medium">Name</th>
                <th className="px-4 py-2 font-medium">Email</th>
                <th className="px-4 py-2 font-medium">Role</th>
                <th className="px-4 py-2 font-medium">City</th>
                <th className="px-4 py-2 font-medium">Joined</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {users.data?.users.map((user) => (
                <tr key={user.id}>
                  <td className="px-4 py-2">
                    <button
                      type="button"
                      className="font-medium text-teal-700 hover:underline dark:text-teal-400"
                      onClick={() => onOpenUser(user)}
                    >
                      {user.full_name}
                    </button>
                  </td>
                  <td className="px-4 py-2">{user.email}</td>
                  <td className="px-4 py-2">
                    <RoleBadge role={user.role} />
                  </td>
                  <td className="px-4 py-2">{user.city ?? ADMIN_MESSAGES.notSpecified}</td>
                  <td className="px-4 py-2">{formatCalendarDate(user.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The all-users dialog (Total Users): search, a card per user with View Details and Delete. */
export function AllUsersDialog({
  open,
  onOpenChange,
  onOpenUser,
  onDeleteUser,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenUser: (user: AdminUser) => void;
  onDeleteUser: (user: AdminUser) => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers(search.trim(), page);
  const searchId = useId();
  const totalPages = users.data?.total_pages ?? 1;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="All Users" size="lg">
      <div className="space-y-4">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search users
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-2.5 left-3 h-5 w-5 text-slate-400"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search by name or email"
            className="pl-10"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        {users.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (users.data?.users.length ?? 0) === 0 ? (
          <EmptyState icon={Users} title={ADMIN_MESSAGES.noUsers} />
        ) : (
          <ul aria-label="Users" className="grid gap-3 sm:grid-cols-2">
            {users.data?.users.map((user) => (
              <li
                key={user.id}
                className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900 dark:text-white">
                      {user.full_name}
                    </p>
                    <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                      {user.email}
                    </p>
                  </div>
                  <RoleBadge role={user.role} />
                </div>
                {user.suspended_at ? <Badge tone="amber">Suspended</Badge> : null}
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => onOpenUser(user)}>
                    View Details
                  </Button>
                  {user.role === 'admin' ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onDeleteUser(user)}
                      aria-label={`Delete ${user.full_name}`}
                    >
                      Delete
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager label="User pages" page={page} totalPages={totalPages} onPageChange={setPage} />
      </div>
    </Dialog>
  );
}

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
  const { user: me } = useAuth();
  const { changeRole, setSuspension } = useAdminActions();
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
      title="User Details"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {current && current.role !== 'admin' ? (
            <Button variant="danger" onClick={() => onDeleteUser(current)}>
              Delete User
            </Button>
          ) : null}
        </>
      }
    >
      {current ? (
        <div className="space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="text-slate-500 dark:text-slate-400">Full name</dt>
            <dd>{current.full_name}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Email</dt>
            <dd className="break-all">{current.email}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Role</dt>
            <dd>
              <RoleBadge role={current.role} />
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">City</dt>
            <dd>{current.city ?? ADMIN_MESSAGES.notSpecified}</dd>
            <dt className="text-slate-500 dark:text-slate-400">User ID</dt>
            <dd className="font-mono text-xs break-all">{current.id}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Joined</dt>
            <dd>{formatCalendarDate(current.created_at)}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Status</dt>
            <dd>{current.suspended_at ? 'Suspended' : 'Active'}</dd>
          </dl>
          <div className="flex flex-wrap items-end gap-2">
            <div className="space-y-1">
              <label htmlFor={roleId} className="block text-sm font-medium">
                Role
              </label>
              <Select
                id={roleId}
                value={role || current.role}
                onChange={(event) => setRole(event.target.value as Role)}
              >
                {ROLES.map((item) => (
                  <option key={item} value={item}>
                    {item}
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
                  { onSuccess: apply, onError: (failure) => setError(failure.message) },
                );
              }}
            >
              Change Role
            </Button>
            {current.id === me?.id ? null : (
              <Button
                variant="outline"
                disabled={setSuspension.isPending}
                onClick={() =>
                  setSuspension.mutate(
                    { id: current.id, suspended: !current.suspended_at },
                    { onSuccess: apply, onError: (failure) => setError(failure.message) },
                  )
                }
              >
                {current.suspended_at ? 'Reactivate' : 'Suspend'}
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** Asks before deleting a user (part 2 section 8's confirmation). */
export function DeleteUserDialog({
  user,
  isPending,
  onCancel,
  onConfirm,
}: {
  user: AdminUser | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (user: AdminUser) => void;
}) {
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={user ? `Delete ${user.full_name}` : 'Delete user'}
      confirmLabel="Delete User"
      isPending={isPending}
      onConfirm={() => {
        if (user) onConfirm(user);
      }}
    >
      {ADMIN_MESSAGES.confirmDeleteUser}
    </ConfirmDialog>
  );
}
