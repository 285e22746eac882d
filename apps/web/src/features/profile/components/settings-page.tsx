import { ContentLayout } from '../../../components/layouts/content-layout';
import { Card, CardBody } from '../../../components/ui/card';
import { ThemeToggle } from '../../../components/theme-toggle';
import { useTheme } from '../../../lib/theme';

/** /settings: appearance works today; account settings open with accounts. */
export function SettingsPage() {
  const { theme } = useTheme();
  return (
    <ContentLayout
      title="Settings"
      description="Appearance, notifications and account security."
      width="narrow"
    >
      <Card>
        <CardBody className="flex items-center justify-between gap-4">
          <div>
            <h2 className="font-semibold text-slate-900 dark:text-white">Theme</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {theme === 'dark' ? 'Dark' : 'Light'} theme; your choice is saved on this device.
            </p>
          </div>
          <ThemeToggle />
        </CardBody>
      </Card>
      <Card>
        <CardBody className="space-y-2">
          <h2 className="font-semibold text-slate-900 dark:text-white">Account</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Notification preferences, password changes, downloading your data and deleting your
            account open in a later release.
          </p>
        </CardBody>
      </Card>
    </ContentLayout>
  );
}
