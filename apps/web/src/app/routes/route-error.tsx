import { useEffect, useState } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { i18n, loadNamespace, useLanguage } from '../../lib/i18n';
import { appText } from '../i18n';
import { ReplayEarlyClick } from '../../lib/early-click';

type AppKey = NonNullable<typeof appText.keys>;

/**
 * The error screen's words without waiting: English at once (also Urdu's fallback), the Urdu
 * ones when their catalogue arrives. Unlike useT it never suspends or throws, since this screen
 * also reports failed downloads, which the Urdu catalogue's own download may be one of.
 */
function useErrorText() {
  const { language } = useLanguage();
  const [, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (language === 'en') return;
    loadNamespace(appText, language).then(
      () => setLoaded(language),
      () => undefined,
    );
  }, [language]);
  return (key: AppKey) => i18n._(`${appText.name}.${key}`);
}

/** Last-resort screen when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const t = useErrorText();
  const error = useRouteError();
  const documentTitle = t('error.documentTitle');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  const isChunkError =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/iu.test(error.message);
  return (
    <div
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">
        {isChunkError ? t('error.newVersion') : t('error.generic')}
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <Link
          to={paths.home.getHref()}
          reloadDocument
          className={buttonVariants({ variant: 'outline' })}
        >
          {t('error.home')}
        </Link>
      </div>
      {/* In place of the layout's: a rendered page's buttons answer again once this shows. */}
      <ReplayEarlyClick />
    </div>
  );
}
