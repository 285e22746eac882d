import { unreadBadgeText, type Notification } from '@hostelhub/shared';
import clsx from 'clsx';
import { Bell, Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants, Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatters, useT } from '../../../lib/i18n';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationsText } from '../i18n';
import { NOTIFICATION_KINDS } from '../utils/notification-kinds';

/**
 * The bell in the navigation bar (product decision 9): the unread count (99+ above 99) and,
 * when pressed, the notifications with mark read, mark all read and delete. New ones arrive
 * live over the app's WebSocket.
 */
export function NotificationsBell() {
  const t = useT(notificationsText);
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const unread = notifications.data?.unread_count ?? 0;
  const badge = unreadBadgeText(unread);
  const label = badge ? t('bell.labelUnread', { badge }) : t('bell.label');

  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'relative' })}
      >
        <Bell aria-hidden="true" className="h-4 w-4" />
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute -end-1 -top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <NotificationsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The notifications dialog: the list, open or mark one read, delete, mark all as read. */
function NotificationsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(notificationsText);
  const { chatListTime } = useFormatters();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const navigate = useNavigate();
  const list = notifications.data?.notifications ?? [];
  const unread = notifications.data?.unread_count ?? 0;

  const openItem = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    if (item.link) {
      onOpenChange(false);
      void navigate(item.link);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      size="sm"
      footer={
        unread > 0 ? (
          <Button
            variant="outline"
            onClick={() => markAllRead.mutate()}
            disabled={markAllRead.isPending}
          >
            <Check aria-hidden="true" className="h-4 w-4" />
            {t('dialog.markAllRead')}
          </Button>
        ) : undefined
      }
    >
      {notifications.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : notifications.isError ? (
        <Alert tone="error">{t('dialog.loadFailed')}</Alert>
      ) : list.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
          {t('dialog.empty')}
        </p>
      ) : (
        <ul aria-label={t('dialog.list')} className="space-y-2">
          {list.map((item) => {
            const kind = NOTIFICATION_KINDS[item.type];
            const KindIcon = kind.icon;
            return (
              <li
                key={item.id}
                className={clsx(
                  'flex items-start gap-2 rounded-lg border p-3',
                  item.read
                    ? 'border-slate-200 dark:border-slate-800'
                    : 'border-teal-300 bg-teal-50 dark:border-teal-800 dark:bg-teal-950',
                )}
              >
                <span
                  role="img"
                  aria-label={t(kind.label)}
                  className={clsx('mt-0.5', kind.className)}
                >
                  <KindIcon aria-hidden="true" className="h-4 w-4" />
                </span>
                <button
                  type="button"
                  onClick={() => openItem(item)}
                  className="min-w-0 flex-1 text-start focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
                >
                  <span className="block font-medium text-slate-900 dark:text-slate-100">
                    {item.read ? null : <span className="sr-only">{t('item.unread')}</span>}
                    {item.title}
                  </span>
                  <span className="block text-sm break-words text-slate-600 dark:text-slate-400">
                    {item.body}
                  </span>
                  <time
                    dateTime={item.created_at}
                    className="text-xs text-slate-500 dark:text-slate-400"
                  >
                    {chatListTime(item.created_at)}
                  </time>
                </button>
                {item.read ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => markRead.mutate(item.id)}
                    aria-label={t('item.markRead', { title: item.title })}
                  >
                    <Check aria-hidden="true" className="h-4 w-4" />
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove.mutate(item.id)}
                  aria-label={t('item.delete', { title: item.title })}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
