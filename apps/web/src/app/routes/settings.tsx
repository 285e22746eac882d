import { SettingsPage } from '../../features/profile/components/settings-page';

export default function SettingsRoute() {
  return <SettingsPage />;
}
