import { formatMonthlyPrice, genderTagLabel, MESSAGES, type HostelDetail } from '@hostelhub/shared';
import { ArrowLeft, Building2, ChevronDown, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { formatLocationLine } from '../../../utils/format-location';
import { useHostel } from '../api/get-hostel';
import { FacilityIcon } from './facility-icon';
import { ImageGallery } from './image-gallery';
import { MessMenu } from './mess-menu';
import { RoomList } from './room-list';

function isNotFound(error: Error): boolean {
  // A malformed id is answered 400; to a visitor it is the same missing hostel.
  return error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION_ERROR');
}

function FactCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card>
      <CardBody className="space-y-1 p-4 sm:p-4">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {label}
        </p>
        <p className="font-semibold text-slate-900 dark:text-white">{children}</p>
      </CardBody>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

function Collapsible({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="group rounded-xl border border-slate-200 dark:border-slate-800">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl p-4 text-xl font-semibold text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden">
        <h2>{title}</h2>
        <ChevronDown
          aria-hidden="true"
          className="h-5 w-5 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="px-4 pb-4">{children}</div>
    </details>
  );
}

const backLink = (
  <Link
    to={paths.hostels.list.getHref()}
    className={buttonVariants({ variant: 'ghost', size: 'sm' })}
  >
    <ArrowLeft aria-hidden="true" className="h-4 w-4" />
    Back to hostels
  </Link>
);

function HostelDetailContent({ hostel }: { hostel: HostelDetail }) {
  const location = formatLocationLine(hostel);
  const mess = hostel.mess_info ?? hostel.hostel_mess_info[0] ?? null;

  return (
    <article className="space-y-8">
      <header className="space-y-2">
        {backLink}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {hostel.name}
        </h1>
        <p className="flex items-start gap-1.5 text-slate-600 dark:text-slate-400">
          <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>
            {hostel.formatted_address ?? hostel.address}
            {location ? <span className="block text-sm">{location}</span> : null}
          </span>
        </p>
      </header>

      <ImageGallery images={hostel.hostel_images} hostelName={hostel.name} />

      <div className="grid gap-4 sm:grid-cols-2">
        <FactCard label="Price range">{formatMonthlyPrice(hostel.price_range)}</FactCard>
        <FactCard label="Gender category">{genderTagLabel(hostel.gender_category)}</FactCard>
      </div>

      {hostel.description ? (
        <Section title="About this hostel">
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">
            {hostel.description}
          </p>
        </Section>
      ) : null}

      {hostel.facilities.length > 0 ? (
        <Section title="Facilities">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {hostel.facilities.map((facility) => (
              <li
                key={facility}
                className="flex items-center gap-2 text-slate-700 dark:text-slate-300"
              >
                <FacilityIcon
                  name={facility}
                  className="h-5 w-5 text-teal-700 dark:text-teal-400"
                />
                {facility}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {mess?.mess_available ? (
        <Collapsible title="Mess Facility">
          <MessMenu mess={mess} />
        </Collapsible>
      ) : null}

      <Collapsible title={`Available Rooms (${hostel.rooms.length})`}>
        {hostel.rooms.length > 0 ? (
          <RoomList rooms={hostel.rooms} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            This hostel has not listed its rooms yet.
          </p>
        )}
      </Collapsible>

      {hostel.rules ? (
        <Section title="House rules">
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{hostel.rules}</p>
        </Section>
      ) : null}
    </article>
  );
}

function HostelDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading hostel" className="space-y-6">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="aspect-[16/9] w-full rounded-xl" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-24" />
    </div>
  );
}

/** A hostel's own page (product decision 12): `/hostels/:id`. */
export function HostelDetailView({ hostelId }: { hostelId: string }) {
  const query = useHostel(hostelId);
  const isMissing = query.isError && isNotFound(query.error);
  useDocumentTitle(query.data?.name ?? (isMissing ? MESSAGES.hostelNotFound : 'Hostel details'));

  if (query.isPending) return <HostelDetailSkeleton />;

  if (query.isError) {
    if (isMissing) return <HostelNotFound />;
    return (
      <LoadError
        before={backLink}
        title="Failed to load hostel"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  return <HostelDetailContent hostel={query.data} />;
}

function HostelNotFound() {
  return (
    <EmptyState
      icon={Building2}
      title={MESSAGES.hostelNotFound}
      action={
        <Link to={paths.hostels.list.getHref()} className={buttonVariants()}>
          Browse hostels
        </Link>
      }
    >
      This hostel does not exist or is no longer listed.
    </EmptyState>
  );
}
