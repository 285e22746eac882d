import { COMPARE_MAX_HOSTELS } from '@hostelhub/shared';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { useT } from '../../../lib/i18n';
import { compareText } from '../i18n';
import { CompareView } from './compare-view';

/** The compare page (issue 29): its title and lead, then the hostels side by side. */
export function ComparePage() {
  const t = useT(compareText);
  return (
    <ContentLayout
      title={t('page.title')}
      description={t('page.description', { max: COMPARE_MAX_HOSTELS })}
    >
      <CompareView />
    </ContentLayout>
  );
}
