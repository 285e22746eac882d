import { NewPasswordSchema, type NotificationPreferences } from '@hostelhub/shared';
import { Download, KeyRound, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth';
import { useTheme, type ThemePreference } from '../../../lib/theme';
import {
  downloadAccountData,
  useChangePassword,
  useDeleteAccount,
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/account-api';

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

/** Notification preferences, stored on the server and honoured by every email. */
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
              {save.isSuccess && !draft ? (
                <p role="status" className="text-sm text-teal-700 dark:text-teal-400">
                  Preferences saved.
                </p>
              ) : null}
              {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
              <Button
                variant="outline"
                disabled={!draft || save.isPending}
                onClick={() => {
                  if (draft) save.mutate(draft, { onSuccess: () => setDraft(null) });
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

/** Change password: the current one is required; other sessions end. */
export function PasswordSettings() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = NewPasswordSchema.safeParse(next);
    if (!current || !parsed.success) {
      setError(
        current ? (parsed.error?.issues[0]?.message ?? null) : 'Please enter your current password',
      );
      return;
    }
    setError(null);
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Card>
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-3">
          <h2 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            Change password
          </h2>
          {error ? <Alert tone="error">{error}</Alert> : null}
          {change.isSuccess ? (
            <Alert tone="success">Password changed. Your other devices have been signed out.</Alert>
          ) : null}
          <Field id={`${id}-current`} label="Current password" required>
            {(props) => (
              <PasswordInput
                {...props}
                autoComplete="current-password"
                value={current}
                onChange={(event) => setCurrent(event.target.value)}
              />
            )}
          </Field>
          <Field
            id={`${id}-new`}
            label="New password"
            required
            hint="At least 8 characters with an uppercase letter, a lowercase letter and a digit."
          >
            {(props) => (
              <PasswordInput
                {...props}
                autoComplete="new-password"
                value={next}
                onChange={(event) => setNext(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="outline" disabled={change.isPending}>
            Change password
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

/** Download Account Data and Delete Account (decision 9). */
export function AccountDataSettings() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const passwordId = useId();

  // Leave first; the home page then says the account was deleted (issue 22 item 11).
  const leave = async () => {
    await navigate('/');
    await signOut({ accountDeleted: true });
  };

  return (
    <Card>
      <CardBody className="space-y-4">
        <h2 className="font-semibold text-slate-900 dark:text-white">Your data</h2>
        {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
        <Button
          variant="outline"
          disabled={downloading}
          onClick={() => {
            setDownloading(true);
            setDownloadError(null);
            downloadAccountData()
              .catch((error: unknown) =>
                setDownloadError(error instanceof Error ? error.message : 'Download failed'),
              )
              .finally(() => setDownloading(false));
          }}
        >
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
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !deleteAccount.isPending) {
            setConfirming(false);
            setPassword('');
            deleteAccount.reset();
          }
        }}
        title="Delete your account"
        size="sm"
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={deleteAccount.isPending}
            >
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={!password || deleteAccount.isPending}
              onClick={() =>
                deleteAccount.mutate(password, {
                  onSuccess: () => void leave(),
                })
              }
            >
              Delete my account
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <p className="text-sm">This cannot be undone. Enter your password to confirm.</p>
          {deleteAccount.isError ? <Alert tone="error">{deleteAccount.error.message}</Alert> : null}
          <Field id={passwordId} label="Password" required>
            {(props) => (
              <PasswordInput
                {...props}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
        </div>
      </Dialog>
    </Card>
  );
}
