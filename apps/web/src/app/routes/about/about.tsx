import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Prose } from '../../../components/layouts/prose';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { aboutText } from './i18n';
import { richText } from '../../rich-text';

export default function AboutRoute() {
  const t = useT(aboutText);
  const link = (to: string) => (chunk: string) => <Link to={to}>{chunk}</Link>;
  return (
    <ContentLayout title={t('title')} description={t('description')}>
      <Prose>
        <h2>{t('story.title')}</h2>
        <p>{t('story.problem')}</p>
        <p>{t('story.idea')}</p>
        <h2>{t('what.title')}</h2>
        <ul>
          <li>{t('what.reviewed')}</li>
          <li>{t('what.maps')}</li>
          <li>{t('what.owners')}</li>
          <li>{t('what.prices')}</li>
        </ul>
        <h2>{t('join.title')}</h2>
        <p>
          {richText(t('join.accounts'), {
            student: link(paths.auth.signupStudent.getHref()),
            owner: link(paths.auth.signupOwner.getHref()),
          })}
        </p>
        <p>
          {richText(t('join.contact'), {
            contact: link(paths.contact.getHref()),
            privacy: link(paths.privacy.getHref()),
            terms: link(paths.terms.getHref()),
          })}
        </p>
      </Prose>
    </ContentLayout>
  );
}
