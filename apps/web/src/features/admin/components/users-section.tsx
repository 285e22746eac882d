import { ADMIN_MESSAGES, type AdminUser, type Role } from '@hostelhub/shared';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { NameAndEmail } from '../../../components/ui/name-and-email';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatters, useSharedText, useT } from '../../../lib/i18n';
import { useAdminUsers } from '../api/get-users';
import { adminText, type AdminT } from '../i18n';
import { ROLE_KEYS } from '../utils/labels';
import { AdminTable, type AdminColumn } from './admin-table';
import { SearchBox } from './search-box';

/** Recent users shows the first 10 (part 2 section 9). */
const RECENT_USERS = 10;

const ROLE_TONES: Record<Role, BadgeTone> = { admin: 'red', owner: 'blue', student: 'green' };

/** A user's role as a coloured badge (admin red, owner blue, student green). */
export function RoleBadge({ role }: { role: Role }) {
  const t = useT(adminText);
  return (
    <Badge tone={ROLE_TONES[role]} className="capitalize">
      {t(ROLE_KEYS[role])}
    </Badge>
  );
}

/** The Recent Users columns; the name opens the user's details. */
function recentUserColumns(
  onOpenUser: (user: AdminUser) => void,
  t: AdminT,
  notSpecified: string,
  calendarDate: (time: string) => string,
): AdminColumn<AdminUser>[] {
  return [
    {
      header: t('column.name'),
      cell: (user) => (
        <button
          type="button"
          className="font-medium text-teal-700 hover:underline dark:text-teal-400"
          onClick={() => onOpenUser(user)}
        >
          {user.full_name}
        </button>
      ),
    },
    { header: t('column.email'), cell: (user) => user.email },
    { header: t('column.role'), cell: (user) => <RoleBadge role={user.role} /> },
    { header: t('column.city'), cell: (user) => user.city ?? notSpecified },
    { header: t('column.joined'), cell: (user) => calendarDate(user.created_at) },
  ];
}

/** The Recent Users table: name, email, role, city, joined; a row opens the user's details. */
export function RecentUsers({ onOpenUser }: { onOpenUser: (user: AdminUser) => void }) {
  const t = useT(adminText);
  const shared = useSharedText();
  const { calendarDate } = useFormatters();
  const users = useAdminUsers('', 1, RECENT_USERS);
  return (
    <section aria-labelledby="recent-users" className="space-y-3">
      <h2 id="recent-users" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('users.recent')}
      </h2>
      {users.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (users.data?.users.length ?? 0) === 0 ? (
        <EmptyState icon={Users} title={shared(ADMIN_MESSAGES.noUsers)} />
      ) : (
        <AdminTable
          className="min-w-[36rem]"
          columns={recentUserColumns(
            onOpenUser,
            t,
            shared(ADMIN_MESSAGES.notSpecified),
            calendarDate,
          )}
          rows={users.data?.users ?? []}
          rowKey={(user) => user.id}
        />
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
  const t = useT(adminText);
  const shared = useSharedText();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers(search.trim(), page);
  const totalPages = users.data?.total_pages ?? 1;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('users.all')} size="lg">
      <div className="space-y-4">
        <SearchBox
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        {users.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (users.data?.users.length ?? 0) === 0 ? (
          <EmptyState icon={Users} title={shared(ADMIN_MESSAGES.noUsers)} />
        ) : (
          <ul aria-label={t('users.list')} className="grid gap-3 sm:grid-cols-2">
            {users.data?.users.map((user) => (
              <li
                key={user.id}
                className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <NameAndEmail name={user.full_name} email={user.email} />
                  </div>
                  <RoleBadge role={user.role} />
                </div>
                {user.suspended_at ? <Badge tone="amber">{t('users.suspended')}</Badge> : null}
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => onOpenUser(user)}>
                    {t('users.viewDetails')}
                  </Button>
                  {user.role === 'admin' ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onDeleteUser(user)}
                      aria-label={t('users.deleteNamed', { name: user.full_name })}
                    >
                      {t('users.delete')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager
          label={t('users.pages')}
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
        />
      </div>
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
  const t = useT(adminText);
  const shared = useSharedText();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={user ? t('users.deleteNamed', { name: user.full_name }) : t('users.deleteUser')}
      confirmLabel={t('users.deleteUserButton')}
      isPending={isPending}
      onConfirm={() => {
        if (user) onConfirm(user);
      }}
    >
      {shared(ADMIN_MESSAGES.confirmDeleteUser)}
    </ConfirmDialog>
  );
}
