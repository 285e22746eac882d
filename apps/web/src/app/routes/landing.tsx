import { FEATURED_HOSTELS_COUNT } from '@hostelhub/shared';
import { ArrowRight, Building2, MessageCircle, Search, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useHostels } from '../../features/hostel-search/api/get-hostels';
import {
  HostelCard,
  HostelCardSkeleton,
  hostelGridClasses,
} from '../../features/hostel-search/components/hostel-card';
import { PlatformStatsFigures } from '../../features/platform-stats/components/platform-stats';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../../lib/auth';

const STEPS = [
  {
    icon: Search,
    title: 'Search',
    text: 'Browse verified hostels near your university or in your city and compare prices, rooms and facilities.',
  },
  {
    icon: ShieldCheck,
    title: 'Compare with confidence',
    text: 'Every listing is reviewed by our team before students see it, with real photos, rooms and mess menus.',
  },
  {
    icon: MessageCircle,
    title: 'Contact the owner',
    text: 'Talk to the owner directly to ask questions and arrange a visit before you move in.',
  },
];

function HeroActions() {
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
          Go to Dashboard
        </Link>
      ) : null}
      <Link
        to={paths.hostels.list.getHref()}
        className={buttonVariants({ size: 'lg', variant: isOwner ? 'outline' : 'primary' })}
      >
        <Search aria-hidden="true" className="h-5 w-5" />
        Browse Hostels
      </Link>
      {isOwner ? null : (
        <Link
          to={paths.auth.signup.getHref()}
          className={buttonVariants({ size: 'lg', variant: 'outline' })}
        >
          <Building2 aria-hidden="true" className="h-5 w-5" />
          Join as Owner
        </Link>
      )}
    </div>
  );
}

function FeaturedHostels() {
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
            Featured hostels
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">The newest verified listings.</p>
        </div>
        <Link to={paths.hostels.list.getHref()} className={buttonVariants({ variant: 'ghost' })}>
          View all hostels
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      {query.isPending ? (
        <div role="status" aria-label="Loading hostels" className={hostelGridClasses}>
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
  const { signedOutBy } = useAuth();
  if (signedOutBy !== 'account-deleted') return null;
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 sm:px-6">
      <Alert tone="success" title="Account deleted">
        Your account has been deleted. Thank you for using Hostelhub.
      </Alert>
    </div>
  );
}

export default function LandingRoute() {
  useDocumentTitle();
  return (
    <>
      <AccountDeletedNotice />
      <section className="bg-gradient-to-b from-teal-50 to-white dark:from-teal-950/40 dark:to-slate-950">
        <div className="mx-auto max-w-4xl px-4 pt-20 pb-16 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            Find your home away from home
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Verified student hostels across Pakistan. Compare prices, rooms, facilities and mess
            plans, then talk to the owner directly.
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
            How it works
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="text-center">
                <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-teal-700 text-white dark:bg-teal-500 dark:text-slate-950">
                  <Icon aria-hidden="true" className="h-7 w-7" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <FeaturedHostels />
    </>
  );
}
