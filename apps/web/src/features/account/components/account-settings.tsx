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
import { ACCOUNT_TEXTS } from '../texts';
import { DeleteAccountDialog } from './delete-account-dialog';

// The settings page imports every card from here.
export { PasswordSettings } from './password-settings';

const THEMES: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** Theme: light, dark or the system's, saved on this device. */
export function ThemeSettings() {
  const { preference, setPreference } = useTheme();
  return (
    <Card>
      <CardBody>
        <fieldset className="space-y-3">
          <legend className="font-semibold text-slate-900 dark:text-white">Theme</legend>
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
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      </CardBody>
    </Card>
  );
}

const PREFERENCES: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  {
    key: 'email',
    label: 'Email notifications',
    hint: 'Any email beyond sign-in and password mail.',
  },
  {
    key: 'hostel_updates',
    label: 'Hostel updates',
    hint: 'Approval decisions about your hostels and your owner account.',
  },
  { key: 'marketing', label: 'News and offers', hint: 'Occasional news from Hostelhub.' },
];

/**
 * Notification preferences, stored on the server and honoured by every email. 'Preferences
 * saved.' is a toast; a refusal stays inline.
 */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const current = draft ?? preferences.data;

  return (
    <Card>
      <CardBody>
        <fieldset className="space-y-3">
          <legend className="font-semibold text-slate-900 dark:text-white">Notifications</legend>
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
                    <span className="block font-medium">{label}</span>
                    <span className="text-slate-600 dark:text-slate-400">{hint}</span>
                  </span>
                </label>
              ))}
              {save.isError ? (
                <Alert tone="error">
                  {errorText(save.error, ACCOUNT_TEXTS.preferencesSaveFailed)}
                </Alert>
              ) : null}
              <Button
                variant="outline"
                disabled={!draft || save.isPending}
                onClick={() => {
                  if (!draft) return;
                  save.mutate(draft, {
                    onSuccess: () => {
                      setDraft(null);
                      toast.success(ACCOUNT_TEXTS.preferencesSaved);
                    },
                  });
                }}
              >
                Save preferences
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
        <h2 className="font-semibold text-slate-900 dark:text-white">Your data</h2>
        {download.isError ? (
          <Alert tone="error">{errorText(download.error, ACCOUNT_TEXTS.downloadFailed)}</Alert>
        ) : null}
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Download Account Data
        </Button>
        {user?.role === 'admin' ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Administrator accounts cannot be deleted.
          </p>
        ) : (
          <div className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Deleting your account removes your profile, hostels, favourites and phone numbers.
              People you chatted with keep their copy of the conversation.
            </p>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete Account
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
