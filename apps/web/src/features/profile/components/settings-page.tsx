import type { ReactNode } from 'react';
import { ContentLayout } from '../../../components/layouts/content-layout';

/**
 * /settings (product decision 9; part 2 section 2 'Settings page'): the sections come from the
 * route (theme, notifications, password, account data), so features stay apart.
 */
export function SettingsPage({ children }: { children: ReactNode }) {
  return (
    <ContentLayout
      title="Settings"
      description="Appearance, notifications and account security."
      width="narrow"
    >
      {children}
    </ContentLayout>
  );
}
