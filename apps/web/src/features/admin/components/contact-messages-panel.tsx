import {
  ADMIN_MESSAGES,
  CONTACT_CATEGORIES,
  CONTACT_STATUSES,
  formatCalendarDate,
  formatDateTime,
  type ContactMessage,
  type ContactStatus,
} from '@hostelhub/shared';
import { Inbox, RefreshCw, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Card, CardBody } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import {
  useContactActions,
  useContactMessages,
  useContactStats,
  type ContactFilters,
} from '../api/admin-api';
import { CONTACT_STATUS_LABELS } from '../utils/labels';

const STATUS_LABELS = CONTACT_STATUS_LABELS;
const STATUS_TONES: Record<ContactStatus, BadgeTone> = {
  new: 'blue',
  in_progress: 'amber',
  resolved: 'green',
  closed: 'neutral',
};

const NO_FILTERS: ContactFilters = { page: 1, status: '', category: '', search: '' };

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
  const searchId = useId();
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
        <div className="relative w-full sm:w-auto sm:min-w-56 sm:flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search messages
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-2.5 left-3 h-5 w-5 text-slate-400"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-10"
            placeholder="Search by name, email, subject..."
            value={filters.search}
            onChange={(event) => update({ search: event.target.value })}
          />
        </div>
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
        <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[42rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-600 dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th className="px-4 py-2 font-medium">Name</th>
                <th className="px-4 py-2 font-medium">Category</th>
                <th className="px-4 py-2 font-medium">Subject</th>
                <th className="px-4 py-2 font-medium">Status</th>
                <th className="px-4 py-2 font-medium">Date</th>
                <th className="px-4 py-2 font-medium">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {messages.data?.messages.map((message) => (
                <tr key={message.id}>
                  <td className="px-4 py-2">
                    <p className="font-medium">{message.name}</p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">{message.email}</p>
                  </td>
                  <td className="px-4 py-2">{message.category}</td>
                  <td className="px-4 py-2">{message.subject}</td>
                  <td className="px-4 py-2">
                    <Badge tone={STATUS_TONES[message.status]}>
                      {STATUS_LABELS[message.status]}
                    </Badge>
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">
                    {formatCalendarDate(message.created_at)}
                  </td>
                  <td className="px-4 py-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setOpen(message)}
                      aria-label={`View message from ${message.name}: ${message.subject}`}
                    >
                      View
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        label="Message pages"
        page={filters.page}
        totalPages={totalPages}
        onPageChange={(next) => setFilters({ ...filters, page: next })}
      />
      <MessageDialog key={open?.id ?? 'none'} message={open} onClose={() => setOpen(null)} />
    </section>
  );
}

/**
 * A message in full with its notes: Mark In Progress, Mark Closed, Mark Resolved, Delete (asked
 * first). After an update the list and counts reload and the dialog closes. The dialog's one
 * "Close" (the X, Escape) only closes it; setting Closed is "Mark Closed" (issue 22 item 5).
 * With changed notes, closing asks "Discard changes?" first (issue 22 item 9).
 */
function MessageDialog({
  message,
  onClose,
}: {
  message: ContactMessage | null;
  onClose: () => void;
}) {
  const { updateStatus, remove } = useContactActions();
  const [notes, setNotes] = useState(message?.admin_notes ?? '');
  const [confirming, setConfirming] = useState(false);
  const notesId = useId();
  const discard = useDiscardGuard(notes !== (message?.admin_notes ?? ''));

  const mark = (status: ContactStatus) => {
    if (!message) return;
    updateStatus.mutate(
      { id: message.id, status, admin_notes: notes.trim() },
      {
        onSuccess: onClose,
        onError: (error) => console.error('Failed to update the message', error),
      },
    );
  };

  return (
    <>
      <Dialog
        open={message !== null && !confirming}
        onOpenChange={(open) => {
          if (!open) discard.request(onClose);
        }}
        title={message?.subject ?? ''}
        size="md"
        footer={
          <>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete
            </Button>
            <Button
              variant="outline"
              onClick={() => mark('in_progress')}
              disabled={updateStatus.isPending}
            >
              Mark In Progress
            </Button>
            <Button
              variant="outline"
              onClick={() => mark('closed')}
              disabled={updateStatus.isPending}
            >
              Mark Closed
            </Button>
            <Button onClick={() => mark('resolved')} disabled={updateStatus.isPending}>
              Mark Resolved
            </Button>
          </>
        }
      >
        {message ? (
          <div className="space-y-4 text-sm">
            <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-500 dark:text-slate-400">Name</dt>
              <dd>{message.name}</dd>
              <dt className="text-slate-500 dark:text-slate-400">Email</dt>
              <dd className="break-all">
                <a
                  className="text-teal-700 underline dark:text-teal-400"
                  href={`mailto:${message.email}`}
                >
                  {message.email}
                </a>
              </dd>
              <dt className="text-slate-500 dark:text-slate-400">Category</dt>
              <dd>{message.category}</dd>
              <dt className="text-slate-500 dark:text-slate-400">Status</dt>
              <dd>{STATUS_LABELS[message.status]}</dd>
              <dt className="text-slate-500 dark:text-slate-400">Created</dt>
              <dd>{formatDateTime(message.created_at)}</dd>
              <dt className="text-slate-500 dark:text-slate-400">Last updated</dt>
              <dd>{formatDateTime(message.updated_at)}</dd>
            </dl>
            <p className="rounded-lg bg-slate-50 p-3 whitespace-pre-wrap dark:bg-slate-800">
              {message.message}
            </p>
            {message.admin_notes ? (
              <div>
                <p className="font-medium">Previous admin notes</p>
                <p className="whitespace-pre-wrap text-slate-700 dark:text-slate-300">
                  {message.admin_notes}
                </p>
              </div>
            ) : null}
            <div className="space-y-1">
              <label htmlFor={notesId} className="block font-medium">
                Admin notes
              </label>
              <Textarea
                id={notesId}
                value={notes}
                maxLength={5000}
                onChange={(event) => setNotes(event.target.value)}
              />
            </div>
          </div>
        ) : null}
        {discard.dialog}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete message"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!message) return;
          remove.mutate(message.id, {
            onSuccess: () => {
              setConfirming(false);
              onClose();
            },
            onError: (error) => {
              setConfirming(false);
              console.error('Failed to delete the message', error);
            },
          });
        }}
      >
        {ADMIN_MESSAGES.confirmDeleteMessage}
      </ConfirmDialog>
    </>
  );
}
