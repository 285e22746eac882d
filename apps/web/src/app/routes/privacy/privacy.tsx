import { MINIMUM_AGE } from '@hostelhub/shared';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { SUPPORT_EMAIL } from '../../../components/layouts/footer';
import { Prose } from '../../../components/layouts/prose';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { privacyText } from './i18n';
import { richText } from '../../rich-text';

/** The kinds of data kept, each a bold label and its text. */
const DATA_KEPT = [
  { label: 'data.account.label', text: 'data.account.text' },
  { label: 'data.listings.label', text: 'data.listings.text' },
  { label: 'data.activity.label', text: 'data.activity.text' },
  { label: 'data.contact.label', text: 'data.contact.text' },
  { label: 'data.technical.label', text: 'data.technical.text' },
] as const;

export default function PrivacyRoute() {
  const t = useT(privacyText);
  const link = (to: string) => (chunk: string) => <Link to={to}>{chunk}</Link>;
  return (
    <ContentLayout title={t('title')} description={t('description')}>
      <Prose>
        <p>{t('intro')}</p>
        <h2>{t('who.title')}</h2>
        <p>{t('who.text', { age: MINIMUM_AGE })}</p>
        <h2>{t('data.title')}</h2>
        <ul>
          {DATA_KEPT.map(({ label, text }) => (
            <li key={label}>
              <strong>{t(label)}</strong> {t(text)}
            </li>
          ))}
        </ul>
        <h2>{t('use.title')}</h2>
        <p>{t('use.text')}</p>
        <h2>{t('see.title')}</h2>
        <p>{t('see.text')}</p>
        <h2>{t('cookies.title')}</h2>
        <p>{t('cookies.text')}</p>
        <h2>{t('keep.title')}</h2>
        <p>{t('keep.text')}</p>
        <h2>{t('residents.title')}</h2>
        <p>{t('residents.text')}</p>
        <h2>{t('choices.title')}</h2>
        <p>{t('choices.text')}</p>
        <h2>{t('law.title')}</h2>
        <p>{richText(t('law.text'), { terms: link(paths.terms.getHref()) })}</p>
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
