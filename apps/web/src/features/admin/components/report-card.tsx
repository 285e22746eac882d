import {
  REPORT_ACTIONS_BY_TARGET,
  type AdminReport,
  type ReportAction,
  type ReportStatus,
} from '@hostelhub/shared';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useFormatters, useT } from '../../../lib/i18n';
import { useReportWords } from '../../../lib/report-words/use-report-words';
import { adminText } from '../i18n';
import {
  HOSTEL_STATUS_KEYS,
  REPORT_ACTION_KEYS,
  REPORT_STATUS_KEYS,
  ROLE_KEYS,
} from '../utils/labels';
import { actionSubject } from './resolve-report-dialog';

const STATUS_TONES: Record<ReportStatus, BadgeTone> = {
  open: 'amber',
  dismissed: 'neutral',
  actioned: 'green',
};

/**
 * The actions an open report offers: those that fit its kind (REPORT_ACTIONS_BY_TARGET), less
 * those with nothing left to do (a review already hidden, a hostel already off the list, a
 * person already suspended or gone). Once what it reports is gone, only dismissing is left.
 */
export function reportActions(report: AdminReport): ReportAction[] {
  if (report.status !== 'open') return [];
  const { target } = report;
  if (!target.exists) return ['dismiss'];
  return REPORT_ACTIONS_BY_TARGET[report.target_type].filter((action) => {
    if (action === 'hide_review') return target.review_hidden !== true;
    if (action === 'return_hostel_to_review') return target.hostel?.status === 'approved';
    if (action === 'suspend_user') return target.person !== null && !target.person.suspended;
    return true;
  });
}

/** The person a report concerns: their name, role, and whether they are suspended. */
function Person({
  person,
  labelKey,
}: {
  person: NonNullable<AdminReport['target']['person']>;
  labelKey: 'reports.author' | 'reports.owner' | 'reports.person';
}) {
  const t = useT(adminText);
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span>{t(labelKey, { name: person.full_name, role: t(ROLE_KEYS[person.role]) })}</span>
      {person.suspended ? <Badge tone="red">{t('users.suspended')}</Badge> : null}
    </p>
  );
}

/** What was reported, as far as the queue may show it (never the rest of a chat). */
function TargetSummary({ report }: { report: AdminReport }) {
  const t = useT(adminText);
  const { target } = report;
  if (!target.exists) {
    return <p className="text-slate-500 italic dark:text-slate-400">{t('reports.gone')}</p>;
  }
  const hostel = target.hostel;
  const excerpt = target.excerpt ? (
    // The reported words as written, in their own direction.
    <p
      dir="auto"
      className="rounded-lg border-s-4 border-slate-300 bg-slate-50 px-3 py-2 break-words whitespace-pre-line text-slate-800 dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-200"
    >
      {target.excerpt}
    </p>
  ) : null;

  switch (report.target_type) {
    case 'hostel':
      return (
        <div className="space-y-1">
          {hostel ? (
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium wrap-anywhere">
                {t('reports.hostel', { name: hostel.name })}
              </span>
              {hostel.status ? (
                <Badge tone={hostel.status === 'approved' ? 'green' : 'amber'}>
                  {t(HOSTEL_STATUS_KEYS[hostel.status])}
                </Badge>
              ) : null}
              {hostel.id ? (
                <Link
                  to={paths.hostels.detail.getHref(hostel.id)}
                  className="text-teal-700 underline underline-offset-2 dark:text-teal-400"
                >
                  {t('reports.viewHostel')}
                </Link>
              ) : null}
            </p>
          ) : null}
          {target.person ? <Person person={target.person} labelKey="reports.owner" /> : null}
        </div>
      );
    case 'review':
      return (
        <div className="space-y-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium wrap-anywhere">
              {t('reports.reviewOf', { hostel: hostel?.name ?? '' })}
            </span>
            {target.review_rating !== null ? (
              <span className="text-slate-600 dark:text-slate-400">
                {t('reports.stars', { rating: target.review_rating })}
              </span>
            ) : null}
            {target.review_hidden ? <Badge tone="neutral">{t('reports.hidden')}</Badge> : null}
          </p>
          {excerpt}
          {target.person ? <Person person={target.person} labelKey="reports.author" /> : null}
        </div>
      );
    case 'message':
      return (
        <div className="space-y-2">
          <p className="font-medium wrap-anywhere">
            {t('reports.messageAbout', { hostel: hostel?.name ?? '' })}
          </p>
          {excerpt}
          {target.person ? <Person person={target.person} labelKey="reports.author" /> : null}
        </div>
      );
    case 'user':
      return target.person ? <Person person={target.person} labelKey="reports.person" /> : null;
  }
}

/**
 * One report of the queue (issue 26): what kind of thing and why, its status, what was
 * reported, the reporter's details, who reported it and when, how it was resolved (with the
 * admin's note), and for an open report the actions that fit it. `onResolve` opens the
 * question before an action.
 */
export function ReportCard({
  report,
  onResolve,
}: {
  report: AdminReport;
  onResolve: (report: AdminReport, action: ReportAction) => void;
}) {
  const t = useT(adminText);
  const words = useReportWords();
  const { calendarDate } = useFormatters();
  const titleId = `report-${report.id}`;
  const kindId = `report-${report.id}-kind`;
  const actions = reportActions(report);
  const resolution = report.resolution;

  return (
    <article aria-labelledby={`${kindId} ${titleId}`} className="space-y-3 text-sm">
      <header className="flex flex-wrap items-center gap-2">
        <Badge id={kindId} tone="blue">
          {words.target(report.target_type)}
        </Badge>
        <h3 id={titleId} className="min-w-0 flex-1 font-semibold text-slate-900 dark:text-white">
          {words.reason(report.reason)}
        </h3>
        <Badge tone={STATUS_TONES[report.status]}>{t(REPORT_STATUS_KEYS[report.status])}</Badge>
      </header>

      <div className="text-slate-700 dark:text-slate-300">
        <TargetSummary report={report} />
      </div>

      {report.details ? (
        <p className="break-words text-slate-700 dark:text-slate-300">
          <span className="font-medium">{t('reports.details')}</span>{' '}
          <span dir="auto" className="whitespace-pre-line">
            {report.details}
          </span>
        </p>
      ) : null}

      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('reports.reportedBy', {
          name: report.reporter.full_name,
          date: calendarDate(report.created_at),
        })}
      </p>

      {resolution ? (
        <div className="space-y-1 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
          <p className="text-slate-700 dark:text-slate-300">
            {t(REPORT_ACTION_KEYS[resolution.action].resolved, {
              name: resolution.resolved_by?.full_name ?? t('reports.deletedAdmin'),
              date: calendarDate(resolution.resolved_at),
            })}
          </p>
          {resolution.note ? (
            <p className="break-words text-slate-700 dark:text-slate-300">
              <span className="font-medium">{t('reports.note')}</span>{' '}
              <span dir="auto" className="whitespace-pre-line">
                {resolution.note}
              </span>
            </p>
          ) : null}
        </div>
      ) : null}

      {actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'dismiss' ? 'outline' : 'secondary'}
              onClick={() => onResolve(report, action)}
              aria-haspopup="dialog"
              className="max-w-full"
            >
              <span className="truncate">
                {t(REPORT_ACTION_KEYS[action].button, { name: actionSubject(report, action) })}
              </span>
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
