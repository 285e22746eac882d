import { karachiToday } from '@hostelhub/shared';
import type { ReminderRow } from './receipts.repository.ts';
import { dueTotals, isReminderHour, reminderSkipped } from './receipts.logic.ts';
import type { ReceiptsServiceDeps } from './receipts.types.ts';

/** Reminders claimed per transaction, and transactions per run at most. */
const BATCH = 100;
const BATCHES_PER_RUN = 20;

/**
 * Of the claimed reminders, the one of each due to send: its latest step whose day has come
 * (after a pause, such as the server being down, an old step and a newer one may both be due;
 * the resident hears once, the newer).
 */
function latestPerDue(claimed: readonly ReminderRow[]): Set<string> {
  const latest = new Map<string, ReminderRow>();
  for (const reminder of claimed) {
    const before = latest.get(reminder.dueId);
    if (!before || reminder.sendOn >= before.sendOn) latest.set(reminder.dueId, reminder);
  }
  return new Set([...latest.values()].map((reminder) => reminder.id));
}

/**
 * The due reminders' sender (issue 45 item 4; docs/decisions/042), a job every few minutes:
 * between 09:00 and 20:00 Pakistan time it claims pending reminders whose day has come
 * (SKIP LOCKED, so two processes never take the same one), skips those whose due is settled
 * or whose resident has reminders off, moved out or was erased, and sends each other one once
 * through notify in the resident's preferred_language: SMS to the resident's phone and email to
 * their address, and in-app when their stay is linked to an account. A reminder is marked sent
 * in the transaction that writes its outbox rows. Outside the hours it does nothing: the
 * reminders wait for the next run.
 */
export function createDueRemindersService({
  receipts,
  notify,
  now = () => new Date(),
}: Pick<ReceiptsServiceDeps, 'receipts' | 'notify' | 'now'>) {
  /** One batch in one transaction; answers how many reminders were claimed and how many sent. */
  async function batch(at: Date): Promise<{ claimed: number; sent: number }> {
    const today = karachiToday(at);
    return receipts.transaction(async (queries, tx) => {
      const claimed = await queries.claimReminders(today, BATCH);
      const toSend = latestPerDue(claimed);
      let sent = 0;
      for (const reminder of claimed) {
        if (!toSend.has(reminder.id) || reminderSkipped(reminder)) {
          await queries.markReminder(reminder.id, 'skipped', at);
          continue;
        }
        const values = {
          hostel: reminder.hostelName,
          amount: dueTotals(reminder).balance,
          month: reminder.month,
          dueDate: reminder.dueDate,
          token: reminder.token,
          late: today > reminder.dueDate,
        };
        if (reminder.residentPhone || reminder.residentEmail) {
          await notify.tell(
            tx,
            {
              ...(reminder.residentPhone && { phone: reminder.residentPhone }),
              ...(reminder.residentEmail && { email: reminder.residentEmail }),
              language: reminder.language,
              name: reminder.residentName ?? '',
            },
            'dueReminder',
            values,
          );
        }
        if (reminder.residentUserId) {
          await notify.tell(tx, reminder.residentUserId, 'dueReminderInApp', values);
        }
        await queries.markReminder(reminder.id, 'sent', at);
        sent += 1;
      }
      return { claimed: claimed.length, sent };
    });
  }

  return {
    /**
     * Sends the reminders whose day has come, in the hours they may go; answers how many were
     * sent. Runs batches until one comes back short (or 20 of them).
     */
    async runDueWork(): Promise<number> {
      const at = now();
      if (!isReminderHour(at)) return 0;
      let sent = 0;
      for (let round = 0; round < BATCHES_PER_RUN; round += 1) {
        const result = await batch(at);
        sent += result.sent;
        if (result.claimed < BATCH) break;
      }
      return sent;
    },
  };
}

export type DueRemindersService = ReturnType<typeof createDueRemindersService>;
