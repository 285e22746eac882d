import { MINIMUM_AGE } from '@hostelhub/shared';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { SUPPORT_EMAIL } from '../../../components/layouts/footer';
import { Prose } from '../../../components/layouts/prose';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { termsText } from './i18n';
import { richText } from '../../rich-text';

export default function TermsRoute() {
  const t = useT(termsText);
  const link = (to: string) => (chunk: string) => <Link to={to}>{chunk}</Link>;
  return (
    <ContentLayout title={t('title')} description={t('description')}>
      <Prose>
        <p>{t('intro')}</p>
        <h2>{t('platform.title')}</h2>
        <p>{t('platform.text')}</p>
        <h2>{t('eligibility.title')}</h2>
        <p>{t('eligibility.text', { age: MINIMUM_AGE })}</p>
        <h2>{t('account.title')}</h2>
        <ul>
          <li>{t('account.accurate')}</li>
          <li>{t('account.responsible')}</li>
          <li>{t('account.roles')}</li>
        </ul>
        <h2>{t('listings.title')}</h2>
        <ul>
          <li>{t('listings.honest')}</li>
          <li>{t('listings.reviewed')}</li>
          <li>{t('listings.rights')}</li>
        </ul>
        <h2>{t('use.title')}</h2>
        <ul>
          <li>{t('use.harassment')}</li>
          <li>{t('use.attacks')}</li>
          <li>{t('use.collecting')}</li>
        </ul>
        <p>{t('use.suspend')}</p>
        <h2>{t('liability.title')}</h2>
        <p>{t('liability.text')}</p>
        <h2>{t('changes.title')}</h2>
        <p>{richText(t('changes.text'), { privacy: link(paths.privacy.getHref()) })}</p>
        <h2>{t('law.title')}</h2>
        <p>{t('law.text')}</p>
        <h2>{t('contact.title')}</h2>
        <p>
          {richText(t('contact.text', { email: SUPPORT_EMAIL }), {
            email: (chunk) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunk}</a>,
            contact: link(paths.contact.getHref()),
          })}
        </p>
      </Prose>
    </ContentLayout>
  );
}
