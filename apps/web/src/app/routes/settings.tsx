import {
  AccountDataSettings,
  NotificationSettings,
  PasswordSettings,
  ThemeSettings,
} from '../../features/account/components/account-settings';
import { SettingsPage } from '../../features/profile/components/settings-page';

/** /settings: theme, notification preferences, password, download and delete (decision 9). */
export default function SettingsRoute() {
  return (
    <SettingsPage>
      <ThemeSettings />
      <NotificationSettings />
      <PasswordSettings />
      <AccountDataSettings />
    </SettingsPage>
  );
}
