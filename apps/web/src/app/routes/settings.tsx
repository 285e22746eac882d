import {
  AccountDataSettings,
  NotificationSettings,
  PasswordSettings,
  ThemeSettings,
} from '../../features/account/components/account-settings';
import { TwoFactorSettings } from '../../features/account/components/two-factor-settings';
import { SettingsPage } from '../../features/profile/components/settings-page';

/**
 * /settings: theme, notification preferences, password, two-factor sign-in, download and
 * delete (decision 9).
 */
export default function SettingsRoute() {
  return (
    <SettingsPage>
      <ThemeSettings />
      <NotificationSettings />
      <PasswordSettings />
      <TwoFactorSettings />
      <AccountDataSettings />
    </SettingsPage>
  );
}
