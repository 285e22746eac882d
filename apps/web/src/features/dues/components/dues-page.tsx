import type { RegisterHostel } from '@hostelhub/shared';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useDues, type DueFilter } from '../api/get-dues';
import { useDuesHostels } from '../api/get-dues-hostels';
import type { Due } from '../api/types';
import { duesText } from '../i18n';
import { formatMonth } from '../utils/months';
import { CollectionsPanel } from './collections-panel';
import { DuesFilters } from './dues-filters';
import { DuesList } from './dues-list';
import { DuesSummary } from './dues-summary';
import { ExportMoneyCsv } from './export-money-csv';
import { RecordPaymentDialog } from './record-payment-dialog';

/**
 * /register/{hostelId}/dues?month= (issue 45 item 5): a hostel's dues of a month for its owner
 * or staff: who owes, how much, how late, "Record payment" on each row; the month's sums, the
 * collections of the last twelve months and the CSV export. Another hostel reads as not yours.
 */
export function DuesPage({
  hostelId,
  month,
  onMonth,
}: {
  hostelId: string;
  month: string;
  onMonth: (month: string) => void;
}) {
  const t = useT(duesText);
  const format = useFormatters();
  const hostels = useDuesHostels();
  const hostel = hostels.data?.find((candidate) => candidate.id === hostelId);
  const [status, setStatus] = useState<DueFilter>('all');
  const [overdue, setOverdue] = useState(false);
  const dues = useDues(hostelId, month, status, overdue);
  const [recording, setRecording] = useState<Due | null>(null);
  return (
    <ContentLayout
      title={hostel ? t('page.title', { name: hostel.hostel_name }) : t('page.heading')}
      description={t('page.description')}
      actions={
        hostel ? (
          <div className="flex flex-wrap items-center gap-2">
            <DuesHostelSwitcher hostels={hostels.data ?? []} currentId={hostelId} month={month} />
            <Link
              to={paths.register.hostel.getHref(hostelId)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <ClipboardList aria-hidden="true" className="h-4 w-4" />
              {t('page.register')}
            </Link>
          </div>
        ) : null
      }
    >
      {hostels.isError ? (
        <LoadError
          title={t('page.loadFailed')}
          message={errorText(hostels.error, t('page.loadFailed'))}
          onRetry={() => void hostels.refetch()}
          isRetrying={hostels.isFetching}
        />
      ) : !hostels.data ? (
        <div role="status" aria-label={t('page.loading')} className="space-y-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-48" />
        </div>
      ) : !hostel ? (
        <EmptyState icon={ClipboardList} title={t('page.notYours')}>
          <Link
            to={paths.register.home.getHref()}
            className="text-teal-800 underline dark:text-teal-300"
          >
            {t('page.chooseHostel')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="dues-month-heading" className="space-y-4">
            <h2
              id="dues-month-heading"
              className="text-lg font-semibold text-slate-900 dark:text-white"
            >
              {t('list.heading', { month: formatMonth(month, format.locale) })}
            </h2>
            <DuesFilters
              month={month}
              status={status}
              overdue={overdue}
              onMonth={onMonth}
              onStatus={setStatus}
              onOverdue={setOverdue}
            />
            {dues.data && dues.data.length > 0 ? <DuesSummary dues={dues.data} /> : null}
            <DuesList
              hostelId={hostelId}
              dues={dues}
              filtered={status !== 'all' || overdue}
              onRecord={setRecording}
            />
          </section>
          <CollectionsPanel hostelId={hostelId} />
          <ExportMoneyCsv hostelId={hostelId} month={month} />
          {recording ? (
            <RecordPaymentDialog
              hostelId={hostelId}
              due={recording}
              isOwner={hostel.role === 'owner'}
              onClose={() => setRecording(null)}
            />
          ) : null}
        </>
      )}
    </ContentLayout>
  );
}

/** Which hostel's dues to show, when the user works several (the month stays). */
function DuesHostelSwitcher({
  hostels,
  currentId,
  month,
}: {
  hostels: RegisterHostel[];
  currentId: string;
  month: string;
}) {
  const t = useT(duesText);
  const navigate = useNavigate();
  if (hostels.length < 2) return null;
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
      <span>{t('page.switch')}</span>
      <Select
        className="w-auto min-w-48"
        value={currentId}
        onChange={(event) => void navigate(paths.register.dues.getHref(event.target.value, month))}
      >
        {hostels.map((option) => (
          <option key={option.id} value={option.id}>
            {option.hostel_name}
          </option>
        ))}
      </Select>
    </label>
  );
}
