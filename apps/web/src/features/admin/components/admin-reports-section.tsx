import {
  REPORT_TARGET_TYPES,
  type AdminReport,
  type ReportAction,
  type ReportStatus,
  type ReportTargetType,
} from '@hostelhub/shared';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Select } from '../../../components/ui/input';
import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useReportWords } from '../../../lib/report-words/use-report-words';
import { useAdminReports, type ReportFilters } from '../api/get-reports';
import { useFilterPage } from '../hooks/use-filter-page';
import { useRefocusHeading } from '../hooks/use-refocus-heading';
import { adminText, type AdminKey } from '../i18n';
import { FilterPill } from './filter-pill';
import { QueueBody } from './queue-body';
import { ReportCard } from './report-card';
import { ResolveReportDialog, type ResolveRequest } from './resolve-report-dialog';

/** The status filter as the URL writes it: `status=` left out is the open reports. */
type StatusParam = ReportStatus | 'all';

const FILTERS: { param: StatusParam; label: AdminKey; heading: AdminKey }[] = [
  { param: 'open', label: 'reports.status.open', heading: 'reports.heading.open' },
  { param: 'dismissed', label: 'reports.status.dismissed', heading: 'reports.heading.dismissed' },
  { param: 'actioned', label: 'reports.status.actioned', heading: 'reports.heading.actioned' },
  { param: 'all', label: 'reports.all', heading: 'reports.heading.all' },
];

function statusParamOf(value: string | null): StatusParam {
  return FILTERS.find((filter) => filter.param === value)?.param ?? 'open';
}

function targetTypeOf(value: string | null): ReportTargetType | undefined {
  return REPORT_TARGET_TYPES.find((type) => type === value);
}

/** The section's query string for a status and a kind (the open reports need no `status`). */
function reportsSearch(status: StatusParam, type: ReportTargetType | undefined): string {
  const search = new URLSearchParams();
  if (status !== 'open') search.set('status', status);
  if (type) search.set('type', type);
  return search.toString();
}

/**
 * /admin/reports (issue 26): the reports queue, open reports first (?status=dismissed,
 * actioned or all shows others; ?type= one kind of thing), newest first, 20 a page. Each report
 * offers the actions that fit it, each asked first with an optional note; after one the list,
 * the users and the hostel lists and reviews refresh. A phone gets one card per report, so
 * nothing is wider than the screen.
 */
export function AdminReportsSection() {
  const t = useT(adminText);
  const words = useReportWords();
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = statusParamOf(searchParams.get('status'));
  const type = targetTypeOf(searchParams.get('type'));
  const current = FILTERS.find((filter) => filter.param === statusParam) ?? FILTERS[0];
  const typeId = useId();
  const { headingRef, refocusHeading } = useRefocusHeading();
  // Another filter starts at its first page.
  const [page, setPage] = useFilterPage(`${statusParam}:${type ?? ''}`);
  const filters: ReportFilters = {
    status: statusParam === 'all' ? undefined : statusParam,
    type,
    page,
  };
  const reports = useAdminReports(filters);
  const [request, setRequest] = useState<ResolveRequest | null>(null);

  return (
    <section aria-labelledby="admin-reports" className="min-w-0 space-y-4">
      <h2
        id="admin-reports"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
      >
        {current ? t(current.heading) : null}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t('reports.statusNav')}>
          <ul className="flex flex-wrap gap-2">
            {FILTERS.map((filter) => {
              const active = filter.param === statusParam;
              return (
                <li key={filter.param}>
                  <FilterPill
                    to={paths.admin.reports.getHref(reportsSearch(filter.param, type))}
                    active={active}
                  >
                    {t(filter.label)}
                  </FilterPill>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <label
            htmlFor={typeId}
            className="text-sm font-medium whitespace-nowrap text-slate-800 dark:text-slate-200"
          >
            {t('reports.type')}
          </label>
          <Select
            id={typeId}
            value={type ?? ''}
            onChange={(event) =>
              setSearchParams(reportsSearch(statusParam, targetTypeOf(event.target.value)))
            }
            className="w-auto"
          >
            <option value="">{t('reports.allTypes')}</option>
            {REPORT_TARGET_TYPES.map((option) => (
              <option key={option} value={option}>
                {words.target(option)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <QueueBody
        query={reports}
        rows={reports.data?.reports ?? []}
        loadingText={t('reports.loading')}
        loadFailedText={t('reports.loadFailed')}
        emptyIcon={Flag}
        emptyText={t('reports.none')}
        listLabel={t('reports.list')}
        skeletonClassName="h-40 w-full"
        rowKey={(report) => report.id}
        renderRow={(report) => (
          <ReportCard
            report={report}
            onResolve={(shown: AdminReport, action: ReportAction) =>
              setRequest({ report: shown, action })
            }
          />
        )}
      />
      <Pager
        label={t('reports.pages')}
        page={page}
        totalPages={reports.data?.total_pages ?? 0}
        onPageChange={setPage}
      />
      {request ? (
        <ResolveReportDialog
          key={`${request.report.id}:${request.action}`}
          request={request}
          onCancel={() => setRequest(null)}
          onResolved={() => {
            setRequest(null);
            refocusHeading();
          }}
        />
      ) : null}
    </section>
  );
}
