import type { ResidentDetail } from '@hostelhub/shared';
import { toast } from 'sonner';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useUpdateResident } from '../api/update-resident';
import { registerText } from '../i18n';

/**
 * "Send rent reminders" (issue 45 item 4; the owner's): off, the resident gets no SMS, in-app
 * or email reminder of their dues; the due itself is unchanged.
 */
export function RemindersSwitch({ resident }: { resident: ResidentDetail }) {
  const t = useT(registerText);
  const update = useUpdateResident();
  return (
    <label className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
      <input
        type="checkbox"
        checked={!resident.reminders_off}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(
            { residentId: resident.id, reminders_off: !event.target.checked },
            {
              onSuccess: (saved) =>
                toast.success(t(saved.reminders_off ? 'reminders.offDone' : 'reminders.onDone')),
              onError: (error) => toast.error(errorText(error, t('reminders.failed'))),
            },
          )
        }
        className="mt-0.5 h-4 w-4 rounded border-slate-300 text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600"
      />
      <span>
        <span className="block font-medium">{t('reminders.label')}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {t('reminders.hint')}
        </span>
      </span>
    </label>
  );
}
