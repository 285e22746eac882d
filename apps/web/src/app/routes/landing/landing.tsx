import { FEATURED_HOSTELS_COUNT } from '@hostelhub/shared';
import { ArrowRight, Building2, MessageCircle, Search, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useHostels } from '../../../features/hostel-search/api/get-hostels';
import {
  HostelCard,
  HostelCardSkeleton,
  hostelGridClasses,
} from '../../../features/hostel-search/components/hostel-card';
import { PlatformStatsFigures } from '../../../features/platform-stats/components/platform-stats';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { landingText } from './i18n';

const STEPS = [
  { icon: Search, title: 'how.search.title', text: 'how.search.text' },
  { icon: ShieldCheck, title: 'how.compare.title', text: 'how.compare.text' },
  { icon: MessageCircle, title: 'how.contact.title', text: 'how.contact.text' },
] as const;

function HeroActions() {
  const t = useT(landingText);
  const { status, user } = useAuth();
  if (status === 'loading') {
    return (
      <div className="flex flex-wrap justify-center gap-3">
        <Skeleton className="h-12 w-44 rounded-lg" />
        <Skeleton className="h-12 w-44 rounded-lg" />
      </div>
    );
  }
  const isOwner = user?.role === 'owner';
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {isOwner ? (
        <Link to={paths.owner.dashboard.getHref()} className={buttonVariants({ size: 'lg' })}>
          {t('goToDashboard')}
        </Link>
      ) : null}
      <Link
        to={paths.hostels.list.getHref()}
        className={buttonVariants({ size: 'lg', variant: isOwner ? 'outline' : 'primary' })}
      >
        <Search aria-hidden="true" className="h-5 w-5" />
        {t('browseHostels')}
      </Link>
      {isOwner ? null : (
        <Link
          to={paths.auth.signup.getHref()}
          className={buttonVariants({ size: 'lg', variant: 'outline' })}
        >
          <Building2 aria-hidden="true" className="h-5 w-5" />
          {t('joinAsOwner')}
        </Link>
      )}
    </div>
  );
}

function FeaturedHostels() {
  const t = useT(landingText);
  const query = useHostels({ page: 1, limit: FEATURED_HOSTELS_COUNT });
  if (query.isError) return null;
  if (!query.isPending && query.data.data.length === 0) return null;
  return (
    <section
      aria-labelledby="featured-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('featured.title')}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('featured.text')}</p>
        </div>
        <Link to={paths.hostels.list.getHref()} className={buttonVariants({ variant: 'ghost' })}>
          {t('featured.viewAll')}
          <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
        </Link>
      </div>
      {query.isPending ? (
        <div role="status" aria-label={t('featured.loading')} className={hostelGridClasses}>
          {Array.from({ length: 3 }, (_, index) => (
            <HostelCardSkeleton key={index} />
          ))}
        </div>
      ) : (
        <ul className={hostelGridClasses}>
          {query.data.data.map((hostel) => (
            <li key={hostel.id} className="flex [&>article]:flex-1">
              <HostelCard hostel={hostel} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** After Delete Account the user lands here with this notice (issue 22 item 11). */
function AccountDeletedNotice() {
  const t = useT(landingText);
  const { signedOutBy } = useAuth();
  if (signedOutBy !== 'account-deleted') return null;
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 sm:px-6">
      <Alert tone="success" title={t('deleted.title')}>
        {t('deleted.text')}
      </Alert>
    </div>
  );
}

export default function LandingRoute() {
  const t = useT(landingText);
  useDocumentTitle(t('document.title'), { siteName: false });
  return (
    <>
      <AccountDeletedNotice />
      <section className="bg-gradient-to-b from-teal-50 to-white dark:from-teal-950/40 dark:to-slate-950">
        <div className="mx-auto max-w-4xl px-4 pt-20 pb-16 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {t('hero.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            {t('hero.text')}
          </p>
          <div className="mt-10">
            <HeroActions />
          </div>
          <div className="mx-auto mt-12 max-w-2xl">
            <PlatformStatsFigures />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="how-heading"
        className="border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2
            id="how-heading"
            className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {t('how.title')}
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="text-center">
                <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-teal-700 text-white dark:bg-teal-500 dark:text-slate-950">
                  <Icon aria-hidden="true" className="h-7 w-7" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">
                  <span className="sr-only">{t('how.step', { number: index + 1 })}</span>
                  {t(title)}
                </h3>
                <p className="mt-2 text-slate-600 dark:text-slate-400">{t(text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <FeaturedHostels />
    </>
  );
}
