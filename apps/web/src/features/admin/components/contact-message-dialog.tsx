import {
  ADMIN_MESSAGES,
  ContactStatusUpdateSchema,
  type ContactMessage,
  type ContactStatus,
} from '@hostelhub/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/input';
import { useDiscardGuard } from '../../../components/discard-guard';
import { useFormatters, useSharedText, useT } from '../../../lib/i18n';
import { useDeleteContactMessage } from '../api/delete-contact-message';
import { useUpdateContactStatus } from '../api/update-contact-status';
import { adminText } from '../i18n';
import { CONTACT_STATUS_KEYS, contactCategoryText } from '../utils/labels';

/** The longest admin notes the API takes. */
const NOTES_MAX = ContactStatusUpdateSchema.shape.admin_notes.unwrap().maxLength ?? undefined;

/**
 * A message in full with its notes: Mark In Progress, Mark Closed, Mark Resolved, Delete (asked
 * first). After an update the list and counts reload and the dialog closes. The dialog's one
 * "Close" (the X, Escape) only closes it; setting Closed is "Mark Closed" (issue 22 item 5).
 * With changed notes, closing asks "Discard changes?" first (issue 22 item 9).
 */
export function ContactMessageDialog({
  message,
  onClose,
}: {
  message: ContactMessage | null;
  onClose: () => void;
}) {
  const t = useT(adminText);
  const shared = useSharedText();
  const { dateTime } = useFormatters();
  const updateStatus = useUpdateContactStatus();
  const remove = useDeleteContactMessage();
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
              {t('message.delete')}
            </Button>
            <Button
              variant="outline"
              onClick={() => mark('in_progress')}
              disabled={updateStatus.isPending}
            >
              {t('message.markInProgress')}
            </Button>
            <Button
              variant="outline"
              onClick={() => mark('closed')}
              disabled={updateStatus.isPending}
            >
              {t('message.markClosed')}
            </Button>
            <Button onClick={() => mark('resolved')} disabled={updateStatus.isPending}>
              {t('message.markResolved')}
            </Button>
          </>
        }
      >
        {message ? (
          <div className="space-y-4 text-sm">
            <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-500 dark:text-slate-400">{t('column.name')}</dt>
              <dd>{message.name}</dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('column.email')}</dt>
              <dd className="break-all">
                <a
                  className="text-teal-700 underline dark:text-teal-400"
                  href={`mailto:${message.email}`}
                >
                  {message.email}
                </a>
              </dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('column.category')}</dt>
              <dd>{contactCategoryText(t, message.category)}</dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('column.status')}</dt>
              <dd>{t(CONTACT_STATUS_KEYS[message.status])}</dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('message.created')}</dt>
              <dd>{dateTime(message.created_at)}</dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('message.updated')}</dt>
              <dd>{dateTime(message.updated_at)}</dd>
            </dl>
            <p className="rounded-lg bg-slate-50 p-3 whitespace-pre-wrap dark:bg-slate-800">
              {message.message}
            </p>
            {message.admin_notes ? (
              <div>
                <p className="font-medium">{t('message.previousNotes')}</p>
                <p className="whitespace-pre-wrap text-slate-700 dark:text-slate-300">
                  {message.admin_notes}
                </p>
              </div>
            ) : null}
            <div className="space-y-1">
              <label htmlFor={notesId} className="block font-medium">
                {t('message.notes')}
              </label>
              <Textarea
                id={notesId}
                value={notes}
                maxLength={NOTES_MAX}
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
        title={t('message.deleteTitle')}
        confirmLabel={t('message.delete')}
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
        {shared(ADMIN_MESSAGES.confirmDeleteMessage)}
      </ConfirmDialog>
    </>
  );
}
