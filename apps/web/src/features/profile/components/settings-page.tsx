import type { ReactNode } from 'react';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { useT } from '../../../lib/i18n';
import { profileText } from '../i18n';

/**
 * /settings (product decision 9; part 2 section 2 'Settings page'): the sections come from the
 * route (theme, notifications, password, account data), so features stay apart.
 */
export function SettingsPage({ children }: { children: ReactNode }) {
  const t = useT(profileText);
  return (
    <ContentLayout
      title={t('settings.title')}
      description={t('settings.description')}
      width="narrow"
    >
      {children}
    </ContentLayout>
  );
}
