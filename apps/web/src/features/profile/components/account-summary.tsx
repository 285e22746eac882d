import { getInitials } from '@hostelhub/shared';
import { Badge } from '../../../components/ui/badge';
import { Card, CardBody } from '../../../components/ui/card';
import type { AuthUser } from '../../../lib/auth';

/** Read-only account facts: the role is never self-service (product decision 2). */
export function AccountSummary({ user }: { user: AuthUser }) {
  return (
    <Card>
      <CardBody className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-teal-700 text-xl font-semibold text-white dark:bg-teal-500 dark:text-slate-950"
        >
          {getInitials(user.full_name)}
        </span>
        <dl className="grid flex-1 gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Full name</dt>
            <dd className="font-medium text-slate-900 dark:text-white">{user.full_name}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Email</dt>
            <dd className="font-medium break-all text-slate-900 dark:text-white">{user.email}</dd>
            <dd className="text-xs text-slate-500 dark:text-slate-400">Email cannot be changed</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Role</dt>
            <dd>
              <Badge tone="brand" className="capitalize">
                {user.role}
              </Badge>
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
