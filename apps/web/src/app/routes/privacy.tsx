import { MINIMUM_AGE } from '@hostelhub/shared';
import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { SUPPORT_EMAIL } from '../../components/layouts/footer';
import { Prose } from '../../components/layouts/prose';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { appText } from '../i18n';
import { richText } from '../rich-text';

/** The kinds of data kept, each a bold label and its text. */
const DATA_KEPT = [
  { label: 'privacy.data.account.label', text: 'privacy.data.account.text' },
  { label: 'privacy.data.listings.label', text: 'privacy.data.listings.text' },
  { label: 'privacy.data.activity.label', text: 'privacy.data.activity.text' },
  { label: 'privacy.data.contact.label', text: 'privacy.data.contact.text' },
  { label: 'privacy.data.technical.label', text: 'privacy.data.technical.text' },
] as const;

export default function PrivacyRoute() {
  const t = useT(appText);
  const link = (to: string) => (chunk: string) => <Link to={to}>{chunk}</Link>;
  return (
    <ContentLayout title={t('privacy.title')} description={t('privacy.description')}>
      <Prose>
        <p>{t('privacy.intro')}</p>
        <h2>{t('privacy.who.title')}</h2>
        <p>{t('privacy.who.text', { age: MINIMUM_AGE })}</p>
        <h2>{t('privacy.data.title')}</h2>
        <ul>
          {DATA_KEPT.map(({ label, text }) => (
            <li key={label}>
              <strong>{t(label)}</strong> {t(text)}
            </li>
          ))}
        </ul>
        <h2>{t('privacy.use.title')}</h2>
        <p>{t('privacy.use.text')}</p>
        <h2>{t('privacy.see.title')}</h2>
        <p>{t('privacy.see.text')}</p>
        <h2>{t('privacy.cookies.title')}</h2>
        <p>{t('privacy.cookies.text')}</p>
        <h2>{t('privacy.keep.title')}</h2>
        <p>{t('privacy.keep.text')}</p>
        <h2>{t('privacy.choices.title')}</h2>
        <p>{t('privacy.choices.text')}</p>
        <h2>{t('privacy.law.title')}</h2>
        <p>{richText(t('privacy.law.text'), { terms: link(paths.terms.getHref()) })}</p>
        <h2>{t('privacy.contact.title')}</h2>
        <p>
          {richText(t('privacy.contact.text', { email: SUPPORT_EMAIL }), {
            email: (chunk) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunk}</a>,
            contact: link(paths.contact.getHref()),
          })}
        </p>
      </Prose>
    </ContentLayout>
  );
}
