import type { NotificationPreferences } from '@hostelhub/shared';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/error-text';
import { useTheme, type ThemePreference } from '../../../lib/theme';
import { useDownloadAccountData } from '../api/download-account-data';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';
import { LanguageSwitch } from '../../../components/language-switch';
import { useT } from '../../../lib/i18n';
import { accountText } from '../i18n';
import { DeleteAccountDialog } from './delete-account-dialog';

// The settings page imports every card from here.
export { PasswordSettings } from './password-settings';

const THEMES = [
  { value: 'light', label: 'theme.light' },
  { value: 'dark', label: 'theme.dark' },
  { value: 'system', label: 'theme.system' },
] as const satisfies readonly { value: ThemePreference; label: string }[];

/**
 * Theme (light, dark or the system's, saved on this device) and Language (English or Urdu,
 * saved in the profile by the switch; issue 24).
 */
export function ThemeSettings() {
  const { preference, setPreference } = useTheme();
  const t = useT(accountText);
  return (
    <Card>
      <CardBody className="space-y-4">
        <fieldset className="space-y-3">
          <legend className="font-semibold text-slate-900 dark:text-white">
            {t('theme.title')}
          </legend>
          <div className="flex flex-wrap gap-4">
            {THEMES.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="theme"
                  value={option.value}
                  checked={preference === option.value}
                  onChange={() => setPreference(option.value)}
                />
                {t(option.label)}
              </label>
            ))}
          </div>
        </fieldset>
        <section
          aria-labelledby="settings-language"
          className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800"
        >
          <h2 id="settings-language" className="font-semibold text-slate-900 dark:text-white">
            {t('language.title')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('language.hint')}</p>
          <LanguageSwitch className="border border-slate-300 dark:border-slate-700" />
        </section>
      </CardBody>
    </Card>
  );
}

const PREFERENCES = [
  { key: 'email', label: 'notifications.email', hint: 'notifications.emailHint' },
  {
    key: 'hostel_updates',
    label: 'notifications.hostelUpdates',
    hint: 'notifications.hostelUpdatesHint',
  },
  { key: 'marketing', label: 'notifications.marketing', hint: 'notifications.marketingHint' },
] as const satisfies readonly { key: keyof NotificationPreferences; label: string; hint: string }[];

/**
 * Notification preferences, stored on the server and honoured by every email. 'Preferences
 * saved.' is a toast; a refusal stays inline.
 */
export function NotificationSettings() {
  const t = useT(accountText);
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const current = draft ?? preferences.data;

  return (
    <Card>
      <CardBody>
        <fieldset className="space-y-3">
          <legend className="font-semibold text-slate-900 dark:text-white">
            {t('notifications.title')}
          </legend>
          {!current ? (
            <Skeleton className="h-20 w-full" />
          ) : (
            <>
              {PREFERENCES.map(({ key, label, hint }) => (
                <label key={key} className="flex items-start gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={current[key]}
                    onChange={(event) => setDraft({ ...current, [key]: event.target.checked })}
                  />
                  <span>
                    <span className="block font-medium">{t(label)}</span>
                    <span className="text-slate-600 dark:text-slate-400">{t(hint)}</span>
                  </span>
                </label>
              ))}
              {save.isError ? (
                <Alert tone="error">{errorText(save.error, t('notifications.saveFailed'))}</Alert>
              ) : null}
              <Button
                variant="outline"
                disabled={!draft || save.isPending}
                onClick={() => {
                  if (!draft) return;
                  save.mutate(draft, {
                    onSuccess: () => {
                      setDraft(null);
                      toast.success(t('notifications.saved'));
                    },
                  });
                }}
              >
                {t('notifications.save')}
              </Button>
            </>
          )}
        </fieldset>
      </CardBody>
    </Card>
  );
}

/** Download Account Data and Delete Account (decision 9). */
export function AccountDataSettings() {
  const t = useT(accountText);
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const download = useDownloadAccountData();
  const [confirming, setConfirming] = useState(false);

  // Leave first; the home page then says the account was deleted (issue 22 item 11).
  const leave = async () => {
    await navigate('/');
    await signOut({ accountDeleted: true });
  };

  return (
    <Card>
      <CardBody className="space-y-4">
        <h2 className="font-semibold text-slate-900 dark:text-white">{t('data.title')}</h2>
        {download.isError ? (
          <Alert tone="error">{errorText(download.error, t('data.downloadFailed'))}</Alert>
        ) : null}
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('data.download')}
        </Button>
        {user?.role === 'admin' ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('data.adminCannotDelete')}
          </p>
        ) : (
          <div className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('data.deleteHint')}</p>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('data.delete')}
            </Button>
          </div>
        )}
      </CardBody>
      <DeleteAccountDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onDeleted={() => void leave()}
      />
    </Card>
  );
}
