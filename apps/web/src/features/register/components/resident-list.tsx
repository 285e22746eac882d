import { displayPhoneNumber, RESIDENT_STATUSES, type Resident } from '@hostelhub/shared';
import { Search, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Ltr } from '../../../components/ltr';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input, Select } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useResidents, type ResidentFilter } from '../api/get-residents';
import { registerText } from '../i18n';
import { RESIDENT_STATUS_LABEL } from '../utils/bed-states';

const STATUS_TONE: Record<Resident['status'], BadgeTone> = {
  current: 'green',
  notice: 'amber',
  moved_out: 'neutral',
};

/** A resident's status as a badge (a word, not a colour only). */
export function ResidentStatusBadge({ status }: { status: Resident['status'] }) {
  const t = useT(registerText);
  return <Badge tone={STATUS_TONE[status]}>{t(RESIDENT_STATUS_LABEL[status])}</Badge>;
}

/**
 * The hostel's residents (issue 44 items 2 and 7): a search by name, phone or whole CNIC, a
 * status filter, and each resident's room, bed, phone and status with a link to their page.
 */
export function ResidentList({ hostelId, onAdd }: { hostelId: string; onAdd: () => void }) {
  const t = useT(registerText);
  const format = useFormatters();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ResidentFilter>('all');
  const residents = useResidents(hostelId, q, status);
  return (
    <section aria-labelledby="register-residents" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="register-residents"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t('residents.heading')}
        </h2>
        <Button onClick={onAdd}>
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          {t('residents.add')}
        </Button>
      </div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
        }}
      >
        <label className="min-w-0 flex-1 basis-56 space-y-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          <span className="block">{t('residents.search')}</span>
          <Input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('residents.searchHint')}
          />
        </label>
        <label className="basis-40 space-y-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          <span className="block">{t('residents.status')}</span>
          <Select
            value={status}
            onChange={(event) => setStatus(event.target.value as ResidentFilter)}
          >
            {(['all', ...RESIDENT_STATUSES] as const).map((value) => (
              <option key={value} value={value}>
                {t(RESIDENT_STATUS_LABEL[value])}
              </option>
            ))}
          </Select>
        </label>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="h-4 w-4" />
          {t('residents.searchButton')}
        </Button>
      </form>
      {residents.isError ? (
        <LoadError
          title={t('residents.loadFailed')}
          message={errorText(residents.error, t('residents.loadFailed'))}
          onRetry={() => void residents.refetch()}
          isRetrying={residents.isFetching}
        />
      ) : !residents.data ? (
        <div role="status" aria-label={t('residents.loading')} className="space-y-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : residents.data.length === 0 ? (
        <EmptyState icon={Users} title={q ? t('residents.noMatch') : t('residents.empty')}>
          {q ? null : t('residents.emptyText')}
        </EmptyState>
      ) : (
        <ul
          aria-label={t('residents.list')}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {residents.data.map((resident) => (
            <li
              key={resident.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm"
            >
              <Link
                to={paths.register.resident.getHref(resident.id)}
                className="min-w-0 flex-1 basis-48 font-medium text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
              >
                {resident.full_name}
              </Link>
              <span className="text-slate-700 dark:text-slate-300">
                {resident.room && resident.bed
                  ? t('residents.place', {
                      room: resident.room.room_title ?? resident.room.room_type,
                      label: resident.bed.label,
                    })
                  : t('residents.noBed')}
              </span>
              <Ltr className="text-slate-700 dark:text-slate-300">
                {displayPhoneNumber(resident.phone)}
              </Ltr>
              <span className="text-slate-600 dark:text-slate-400">
                {t('residents.since', { date: format.calendarDate(resident.move_in_date) })}
              </span>
              <ResidentStatusBadge status={resident.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
