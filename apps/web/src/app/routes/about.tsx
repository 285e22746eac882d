import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { Prose } from '../../components/layouts/prose';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { appText } from '../i18n';
import { richText } from '../rich-text';

export default function AboutRoute() {
  const t = useT(appText);
  const link = (to: string) => (chunk: string) => <Link to={to}>{chunk}</Link>;
  return (
    <ContentLayout title={t('about.title')} description={t('about.description')}>
      <Prose>
        <h2>{t('about.story.title')}</h2>
        <p>{t('about.story.problem')}</p>
        <p>{t('about.story.idea')}</p>
        <h2>{t('about.what.title')}</h2>
        <ul>
          <li>{t('about.what.reviewed')}</li>
          <li>{t('about.what.maps')}</li>
          <li>{t('about.what.owners')}</li>
          <li>{t('about.what.prices')}</li>
        </ul>
        <h2>{t('about.join.title')}</h2>
        <p>
          {richText(t('about.join.accounts'), {
            student: link(paths.auth.signupStudent.getHref()),
            owner: link(paths.auth.signupOwner.getHref()),
          })}
        </p>
        <p>
          {richText(t('about.join.contact'), {
            contact: link(paths.contact.getHref()),
            privacy: link(paths.privacy.getHref()),
            terms: link(paths.terms.getHref()),
          })}
        </p>
      </Prose>
    </ContentLayout>
  );
}
