import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useT } from '../../lib/i18n';
import { appText } from '../i18n';

/**
 * The 404 page (issue 25): what the server sends, with status 404, for an unknown hostel, city
 * or university, or a hostel not listed (pending, rejected) for a guest.
 */
export default function NotFound() {
  const t = useT(appText);
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t('notFound.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.hostels.list.getHref()} className={buttonVariants()}>
          {t('notFound.browse')}
        </Link>
        <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
