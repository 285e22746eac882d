import {
  ADMIN_MESSAGES,
  CONTACT_CATEGORIES,
  CONTACT_STATUSES,
  formatCalendarDate,
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
import { useContactMessages, type ContactFilters } from '../api/get-contact-messages';
import { useContactStats } from '../api/get-contact-stats';
import { CONTACT_STATUS_LABELS } from '../utils/labels';
import { AdminTable, type AdminColumn } from './admin-table';
import { SearchBox } from './search-box';
import { ContactMessageDialog } from './contact-message-dialog';

const STATUS_LABELS = CONTACT_STATUS_LABELS;
const STATUS_TONES: Record<ContactStatus, BadgeTone> = {
  new: 'blue',
  in_progress: 'amber',
  resolved: 'green',
  closed: 'neutral',
};

const NO_FILTERS: ContactFilters = { page: 1, status: '', category: '', search: '' };

/** The table's columns; View opens the message. */
function messageColumns(onView: (message: ContactMessage) => void): AdminColumn<ContactMessage>[] {
  return [
    {
      header: 'Name',
      cell: (message) => (
        <>
          <p className="font-medium">{message.name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{message.email}</p>
        </>
      ),
    },
    { header: 'Category', cell: (message) => message.category },
    { header: 'Subject', cell: (message) => message.subject },
    {
      header: 'Status',
      cell: (message) => (
        <Badge tone={STATUS_TONES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
      ),
    },
    {
      header: 'Date',
      cell: (message) => formatCalendarDate(message.created_at),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Actions',
      cell: (message) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onView(message)}
          aria-label={`View message from ${message.name}: ${message.subject}`}
        >
          View
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
        Contact Messages
      </h2>
      <ul aria-label="Message counts" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {(
          [
            ['Total', stats.total],
            ['New', stats.new],
            ['In Progress', stats.in_progress],
            ['Resolved', stats.resolved],
          ] as const
        ).map(([label, value]) => (
          <li key={label}>
            <Card>
              <CardBody className="p-3 sm:p-3">
                <p className="text-xs text-slate-500 dark:text-slate-400">{label}</p>
                <p className="text-xl font-semibold">{value}</p>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
      <ul aria-label="Messages by category" className="flex flex-wrap gap-2">
        {CONTACT_CATEGORIES.map((category) => (
          <li key={category}>
            <Badge tone="neutral">
              {category}: {stats.by_category[category]}
            </Badge>
          </li>
        ))}
      </ul>

      <div className="flex flex-wrap items-end gap-2">
        <SearchBox
          className="relative w-full sm:w-auto sm:min-w-56 sm:flex-1"
          label="Search messages"
          placeholder="Search by name, email, subject..."
          value={filters.search}
          onSearch={(search) => update({ search })}
        />
        <div>
          <label htmlFor={statusId} className="sr-only">
            Status
          </label>
          <Select
            id={statusId}
            value={filters.status}
            onChange={(event) => update({ status: event.target.value as ContactFilters['status'] })}
          >
            <option value="">All</option>
            {CONTACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={categoryId} className="sr-only">
            Category
          </label>
          <Select
            id={categoryId}
            value={filters.category}
            onChange={(event) =>
              update({ category: event.target.value as ContactFilters['category'] })
            }
          >
            <option value="">All</option>
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
          Clear
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            void messages.refetch();
            void refetchStats();
          }}
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Refresh
        </Button>
      </div>

      {messages.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : (messages.data?.messages.length ?? 0) === 0 ? (
        <EmptyState icon={Inbox} title={ADMIN_MESSAGES.noMessages} />
      ) : (
        <AdminTable
          className="min-w-[42rem]"
          columns={messageColumns(setOpen)}
          rows={messages.data?.messages ?? []}
          rowKey={(message) => message.id}
        />
      )}
      <Pager
        label="Message pages"
        page={filters.page}
        totalPages={totalPages}
        onPageChange={(next) => setFilters({ ...filters, page: next })}
      />
      <ContactMessageDialog key={open?.id ?? 'none'} message={open} onClose={() => setOpen(null)} />
    </section>
  );
}
