import { isolate } from '@hostelhub/shared';
import { BellOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useLanguage, useT } from '../../../lib/i18n';
import { useUnsubscribeState } from '../api/get-unsubscribe-state';
import { useUnsubscribe } from '../api/unsubscribe';
import { savedSearchesText } from '../i18n';

const LINK_CLASSES =
  'font-medium text-teal-700 underline-offset-4 hover:underline dark:text-teal-400';

/**
 * /alerts/unsubscribe?token= (issue 29): where an alert email's unsubscribe link lands, for
 * anyone holding it (no sign-in). It asks first (mail scanners open links; only the button's
 * POST turns alerts off), then says the alerts are off, or that they already were. The
 * question's one button is the obvious next step: primary, large, focused, and named after the
 * search (issue 40 item 11); the email's one-click header needs no page.
 */
export function UnsubscribePage() {
  const t = useT(savedSearchesText);
  const format = useFormatters();
  const { language } = useLanguage();
  const { status } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const state = useUnsubscribeState(token);
  const mutation = useUnsubscribe(token);

  // An English name keeps its own direction in an Urdu sentence: t and format.list isolate it.
  const names = state.data?.names ?? [];
  let question = t('unsubscribe.favoritesQuestion');
  let confirm = t('unsubscribe.confirmFavorites');
  if (state.data?.scope === 'saved_search') {
    // A daily digest's link names each of its searches; its button counts them.
    if (names.length > 1) {
      question = t('unsubscribe.searchesQuestion', {
        names: format.list(names.map((name) => `“${isolate(language, name)}”`)),
      });
      confirm = t('unsubscribe.confirmSearches', { count: names.length });
    } else {
      question = t('unsubscribe.searchQuestion', { name: names[0] ?? '' });
      confirm = t('unsubscribe.confirmSearch', { name: names[0] ?? '' });
    }
  }
  const isAsking = token !== '' && !mutation.isSuccess && state.data?.off === false;
  // The one step left takes the focus when the question appears (issue 40 item 11).
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isAsking) confirmRef.current?.focus();
  }, [isAsking]);

  let body;
  if (token === '') {
    body = <Alert tone="error">{t('unsubscribe.missing')}</Alert>;
  } else if (mutation.isSuccess) {
    body = (
      <Alert tone="success">
        {mutation.data.already_off ? t('unsubscribe.alreadyOff') : t('unsubscribe.done')}
      </Alert>
    );
  } else if (state.isPending) {
    body = (
      <p
        role="status"
        className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
      >
        <Spinner className="h-4 w-4" />
        {t('unsubscribe.checking')}
      </p>
    );
  } else if (state.isError) {
    body = (
      <Alert tone="error" title={t('unsubscribe.loadFailed')}>
        {errorText(state.error, t('unsubscribe.loadFailed'))}
      </Alert>
    );
  } else if (state.data.off) {
    body = <Alert tone="success">{t('unsubscribe.alreadyOff')}</Alert>;
  } else {
    body = (
      <div className="space-y-4">
        <p dir="auto" className="text-lg text-slate-900 dark:text-slate-100">
          {question}
        </p>
        {mutation.isError ? (
          <Alert tone="error">{errorText(mutation.error, t('unsubscribe.failed'))}</Alert>
        ) : null}
        {/* The page's one button (a link scanner only opens the page; this POST turns the
            alerts off): primary, large, full width on a phone, named after what it turns off. */}
        <PendingButton
          ref={confirmRef}
          size="lg"
          className="w-full whitespace-normal sm:w-auto"
          isPending={mutation.isPending}
          pendingLabel={t('unsubscribe.working')}
          onClick={() => mutation.mutate()}
        >
          <BellOff aria-hidden="true" className="h-5 w-5 shrink-0" />
          <span dir="auto">{confirm}</span>
        </PendingButton>
      </div>
    );
  }

  return (
    <ContentLayout title={t('unsubscribe.title')} width="narrow">
      <div className="space-y-6">
        {body}
        {/* Plain links, so nothing competes with the button above. */}
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {status === 'signed-in' ? (
            <Link to={paths.savedSearches.getHref()} className={LINK_CLASSES}>
              {t('unsubscribe.manage')}
            </Link>
          ) : null}
          <Link to={paths.home.getHref()} className={LINK_CLASSES}>
            {t('unsubscribe.home')}
          </Link>
        </div>
      </div>
    </ContentLayout>
  );
}
