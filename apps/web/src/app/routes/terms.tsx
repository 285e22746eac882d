import { MINIMUM_AGE } from '@hostelhub/shared';
import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { SUPPORT_EMAIL } from '../../components/layouts/footer';
import { Prose } from '../../components/layouts/prose';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { appText } from '../i18n';
import { richText } from '../rich-text';

export default function TermsRoute() {
  const t = useT(appText);
  const link = (to: string) => (chunk: string) => <Link to={to}>{chunk}</Link>;
  return (
    <ContentLayout title={t('terms.title')} description={t('terms.description')}>
      <Prose>
        <p>{t('terms.intro')}</p>
        <h2>{t('terms.platform.title')}</h2>
        <p>{t('terms.platform.text')}</p>
        <h2>{t('terms.eligibility.title')}</h2>
        <p>{t('terms.eligibility.text', { age: MINIMUM_AGE })}</p>
        <h2>{t('terms.account.title')}</h2>
        <ul>
          <li>{t('terms.account.accurate')}</li>
          <li>{t('terms.account.responsible')}</li>
          <li>{t('terms.account.roles')}</li>
        </ul>
        <h2>{t('terms.listings.title')}</h2>
        <ul>
          <li>{t('terms.listings.honest')}</li>
          <li>{t('terms.listings.reviewed')}</li>
          <li>{t('terms.listings.rights')}</li>
        </ul>
        <h2>{t('terms.use.title')}</h2>
        <ul>
          <li>{t('terms.use.harassment')}</li>
          <li>{t('terms.use.attacks')}</li>
          <li>{t('terms.use.collecting')}</li>
        </ul>
        <p>{t('terms.use.suspend')}</p>
        <h2>{t('terms.liability.title')}</h2>
        <p>{t('terms.liability.text')}</p>
        <h2>{t('terms.changes.title')}</h2>
        <p>{richText(t('terms.changes.text'), { privacy: link(paths.privacy.getHref()) })}</p>
        <h2>{t('terms.law.title')}</h2>
        <p>{t('terms.law.text')}</p>
        <h2>{t('terms.contact.title')}</h2>
        <p>
          {richText(t('terms.contact.text', { email: SUPPORT_EMAIL }), {
            email: (chunk) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunk}</a>,
            contact: link(paths.contact.getHref()),
          })}
        </p>
      </Prose>
    </ContentLayout>
  );
}
