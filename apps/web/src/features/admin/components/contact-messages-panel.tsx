import {
  ADMIN_MESSAGES,
  CONTACT_CATEGORIES,
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactStatus,
} from '@hostelhub/shared';
import { Inbox, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatters, useSharedText, useT } from '../../../lib/i18n';
import { useContactMessages, type ContactFilters } from '../api/get-contact-messages';
import { useContactStats } from '../api/get-contact-stats';
import { adminText, type AdminT } from '../i18n';
import { CONTACT_STATUS_KEYS, contactCategoryText } from '../utils/labels';
import { AdminTable, type AdminColumn } from './admin-table';
import { SearchBox } from './search-box';
import { ContactMessageDialog } from './contact-message-dialog';

const STATUS_TONES: Record<ContactStatus, BadgeTone> = {
  new: 'blue',
  in_progress: 'amber',
  resolved: 'green',
  closed: 'neutral',
};

const NO_FILTERS: ContactFilters = { page: 1, status: '', category: '', search: '' };

/** The table's columns; View opens the message. */
function messageColumns(
  onView: (message: ContactMessage) => void,
  t: AdminT,
  calendarDate: (time: string) => string,
): AdminColumn<ContactMessage>[] {
  return [
    {
      header: t('column.name'),
      cell: (message) => (
        <>
          <p className="font-medium">{message.name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{message.email}</p>
        </>
      ),
    },
    { header: t('column.category'), cell: (message) => contactCategoryText(t, message.category) },
    { header: t('column.subject'), cell: (message) => message.subject },
    {
      header: t('column.status'),
      cell: (message) => (
        <Badge tone={STATUS_TONES[message.status]}>{t(CONTACT_STATUS_KEYS[message.status])}</Badge>
      ),
    },
    {
      header: t('column.date'),
      cell: (message) => calendarDate(message.created_at),
      className: 'whitespace-nowrap',
    },
    {
      header: t('column.actions'),
      cell: (message) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onView(message)}
          aria-label={t('messages.viewNamed', { name: message.name, subject: message.subject })}
        >
          {t('messages.view')}
        </Button>
      ),
    },
  ];
}

/**
 * The contact messages panel of the admin dashboard (part 2 section 2): stat and category
 * cards, search, status and category filters, Clear and Refresh, the table paged by 10
 * (pagination shown only past one page) and the detail dialog with notes and actions.
 * Failures to load are only logged (section 8); the stats fall back to zeros.
 */
export function ContactMessagesPanel() {
  const t = useT(adminText);
  const shared = useSharedText();
  const { calendarDate } = useFormatters();
  const [filters, setFilters] = useState<ContactFilters>(NO_FILTERS);
  const messages = useContactMessages(filters);
  const { stats, refetch: refetchStats } = useContactStats();
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const statusId = useId();
  const categoryId = useId();
  const totalPages = messages.data?.total_pages ?? 0;

  const update = (next: Partial<ContactFilters>) =>
    setFilters((previous) => ({ ...previous, page: 1, ...next }));

  return (
    <section aria-labelledby="contact-messages" className="min-w-0 space-y-4">
      <h2 id="contact-messages" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('messages.heading')}
      </h2>
      <ul aria-label={t('messages.counts')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {(
          [
            ['messages.total', stats.total],
            ['status.new', stats.new],
            ['status.inProgress', stats.in_progress],
            ['status.resolved', stats.resolved],
          ] as const
        ).map(([label, value]) => (
          <li key={label}>
            <Card>
              <CardBody className="p-3 sm:p-3">
                <p className="text-xs text-slate-500 dark:text-slate-400">{t(label)}</p>
                <p className="text-xl font-semibold">{value}</p>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
      <ul aria-label={t('messages.byCategory')} className="flex flex-wrap gap-2">
        {CONTACT_CATEGORIES.map((category) => (
          <li key={category}>
            <Badge tone="neutral">
              {contactCategoryText(t, category)}: {stats.by_category[category]}
            </Badge>
          </li>
        ))}
      </ul>

      <div className="flex flex-wrap items-end gap-2">
        <SearchBox
          className="relative w-full sm:w-auto sm:min-w-56 sm:flex-1"
          label={t('messages.search')}
          placeholder={t('messages.searchPlaceholder')}
          value={filters.search}
          onSearch={(search) => update({ search })}
        />
        <div>
          <label htmlFor={statusId} className="sr-only">
            {t('column.status')}
          </label>
          <Select
            id={statusId}
            value={filters.status}
            onChange={(event) => update({ status: event.target.value as ContactFilters['status'] })}
          >
            <option value="">{t('messages.all')}</option>
            {CONTACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(CONTACT_STATUS_KEYS[status])}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={categoryId} className="sr-only">
            {t('column.category')}
          </label>
          <Select
            id={categoryId}
            value={filters.category}
            onChange={(event) =>
              update({ category: event.target.value as ContactFilters['category'] })
            }
          >
            <option value="">{t('messages.all')}</option>
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {contactCategoryText(t, category)}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
          {t('messages.clear')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            void messages.refetch();
            void refetchStats();
          }}
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {t('messages.refresh')}
        </Button>
      </div>

      {messages.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : (messages.data?.messages.length ?? 0) === 0 ? (
        <EmptyState icon={Inbox} title={shared(ADMIN_MESSAGES.noMessages)} />
      ) : (
        <AdminTable
          className="min-w-[42rem]"
          columns={messageColumns(setOpen, t, calendarDate)}
          rows={messages.data?.messages ?? []}
          rowKey={(message) => message.id}
        />
      )}
      <Pager
        label={t('messages.pages')}
        page={filters.page}
        totalPages={totalPages}
        onPageChange={(next) => setFilters({ ...filters, page: next })}
      />
      <ContactMessageDialog key={open?.id ?? 'none'} message={open} onClose={() => setOpen(null)} />
    </section>
  );
}
