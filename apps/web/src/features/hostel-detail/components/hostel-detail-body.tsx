import {
  formatMonthlyPrice,
  genderTagLabel,
  MESSAGES,
  type HostelDetail,
  type HostelStatus,
} from '@hostelhub/shared';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { Building2, Map as MapIcon, MessageCircle, Navigation } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useHostel } from '../../../lib/get-hostel';
import { useContactHostel } from '../hooks/use-contact-hostel';
import { useJourney } from '../hooks/use-journey';
import { HOSTEL_DETAIL_TEXTS } from '../texts';
import { formatDetailLocationLine, hostelPosition } from '../utils/location';
import { DisclosureSection } from './disclosure-section';
import { FacilityIcon } from './facility-icon';
import { Heading, type HeadingLevel } from './heading';
import { HostelContactDetails } from './hostel-contact';
import { HostelLocation } from './hostel-location';
import type { HostelDetailSlots } from './slots';
import { ImageGallery } from './image-gallery';
import { MessMenu } from '../../../components/mess-menu';
import { RoomList } from './room-list';
import { RoomPhotos } from './room-photos';

/** A 404, or a malformed id (answered 400): to a visitor both are the same missing hostel. */
function isHostelNotFound(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION_ERROR');
}

// Under the dialog's h2 title: sections are h3, their parts h4.
const SECTION: HeadingLevel = 3;
const SUBSECTION: HeadingLevel = 4;

const titleClasses = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white';

const STATUS_BADGES: Record<HostelStatus, { label: string; tone: BadgeTone }> = {
  approved: { label: 'Approved', tone: 'green' },
  pending: { label: 'Pending review', tone: 'amber' },
  rejected: { label: 'Rejected', tone: 'red' },
};

export interface HostelDetailBodyProps extends HostelDetailSlots {
  hostelId: string;
  /** Closes the dialog (the Close button, also on the "not found" state). */
  onClose: () => void;
}

/**
 * Everything the hostel detail dialog shows (part 1 section 2 'Hostel detail dialog'), with
 * its loading, error and not-found states. Renders inside a Radix `Dialog.Content`.
 */
export function HostelDetailBody({ hostelId, onClose, ...slots }: HostelDetailBodyProps) {
  const query = useHostel(hostelId);
  // As the browse list does (hostel-results.tsx): the answer's own update renders at once, the
  // dialog's content then renders from this copy in a transition, in short tasks. From null,
  // so a hostel already loaded (a link opened cold, its data preloaded) is not built in the
  // same task as the dialog and the screen under it.
  const shown = useDeferredValue(query.data ?? null, null);

  if (query.isPending || (!shown && query.isSuccess)) {
    return (
      <>
        <Dialog.Title className="sr-only">Hostel details</Dialog.Title>
        <HostelDetailSkeleton />
      </>
    );
  }

  if (query.isError) {
    if (isHostelNotFound(query.error)) {
      return (
        <div className="flex flex-col items-center px-6 py-16 text-center">
          <Building2 aria-hidden="true" className="h-10 w-10 text-slate-400 dark:text-slate-500" />
          <Dialog.Title className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
            {MESSAGES.hostelNotFound}
          </Dialog.Title>
          <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">
            This hostel does not exist or is no longer listed.
          </p>
          <Button variant="outline" className="mt-6" onClick={onClose}>
            Close
          </Button>
        </div>
      );
    }
    return (
      <div className="space-y-4">
        <Dialog.Title className={clsx(titleClasses, 'pr-12')}>Hostel details</Dialog.Title>
        <LoadError
          title="Failed to load hostel"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    );
  }

  return <HostelDetailContent hostel={shown ?? query.data} onClose={onClose} slots={slots} />;
}

function HostelDetailContent({
  hostel,
  onClose,
  slots,
}: {
  hostel: HostelDetail;
  onClose: () => void;
  slots: HostelDetailSlots;
}) {
  useHostelDocumentTitle(hostel.name);
  const address = hostel.formatted_address ?? hostel.address;
  const locationLine = formatDetailLocationLine(hostel);
  const position = hostelPosition(hostel);
  const mess = hostel.mess_info ?? hostel.hostel_mess_info[0] ?? null;

  const [isMapShown, setIsMapShown] = useState(false);
  const journey = useJourney(position !== null);
  const origin = journey.state.status === 'ready' ? journey.state.origin : null;
  const locationId = useId();
  const locationRef = useRef<HTMLElement>(null);
  const scrollToLocation = () =>
    locationRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

  const showMap = () => {
    setIsMapShown(true);
    scrollToLocation();
  };
  const toggleMap = () => {
    if (isMapShown) setIsMapShown(false);
    else showMap();
  };

  return (
    <article className="space-y-8">
      <header className="space-y-3">
        {/* Room on the right for the dialog's X. */}
        <Dialog.Title className={clsx(titleClasses, 'pr-12')}>{hostel.name}</Dialog.Title>
        <div className="text-slate-600 dark:text-slate-400">
          <p>{address}</p>
          {locationLine ? <p className="text-sm">{locationLine}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={isMapShown}
            aria-controls={locationId}
            onClick={toggleMap}
          >
            <MapIcon aria-hidden="true" className="h-4 w-4" />
            {isMapShown ? 'Hide Map' : 'Show Map'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => journey.start(showMap)}
            disabled={journey.state.status === 'locating'}
          >
            <Navigation aria-hidden="true" className="h-4 w-4" />
            Start Journey
          </Button>
          {slots.renderFavorite?.(hostel)}
        </div>
        <JourneyStatus state={journey.state} />
      </header>

      <ImageGallery images={hostel.hostel_images} hostelName={hostel.name} />

      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <FactCard label="Price Range" level={SECTION} className="col-span-2 sm:col-span-1">
          {formatMonthlyPrice(hostel.price_range)}
        </FactCard>
        <FactCard label="Gender Category" level={SECTION}>
          {genderTagLabel(hostel.gender_category)}
        </FactCard>
        <FactCard label="Status" level={SECTION}>
          <Badge tone={STATUS_BADGES[hostel.status].tone} className="text-sm">
            {STATUS_BADGES[hostel.status].label}
          </Badge>
        </FactCard>
      </div>

      {hostel.description ? (
        <Section title="About this hostel" level={SECTION}>
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">
            {hostel.description}
          </p>
        </Section>
      ) : null}

      {hostel.facilities.length > 0 ? (
        <Section title="Facilities" level={SECTION}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {hostel.facilities.map((facility) => (
              <li
                key={facility}
                className="flex items-center gap-2 text-slate-700 dark:text-slate-300"
              >
                <FacilityIcon
                  name={facility}
                  className="h-5 w-5 shrink-0 text-teal-700 dark:text-teal-400"
                />
                {facility}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {mess?.mess_available ? (
        <DisclosureSection title="Mess Facility" headingLevel={SECTION}>
          <MessMenu mess={mess} hostelName={hostel.name} />
        </DisclosureSection>
      ) : null}

      <HostelLocation
        name={hostel.name}
        address={address}
        locationLine={locationLine}
        position={position}
        origin={origin}
        isMapShown={isMapShown}
        onShowMap={showMap}
        regionId={locationId}
        regionRef={locationRef}
        headingLevel={SECTION}
        loadLocationMap={slots.loadLocationMap}
      />

      <DisclosureSection title={`Available Rooms (${hostel.rooms.length})`} headingLevel={SECTION}>
        {hostel.rooms.length > 0 ? (
          <div className="space-y-4">
            <RoomPhotos rooms={hostel.rooms} headingLevel={SUBSECTION} />
            <RoomList rooms={hostel.rooms} headingLevel={SUBSECTION} />
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            This hostel has not listed its rooms yet.
          </p>
        )}
      </DisclosureSection>

      {hostel.rules ? (
        <Section title="House rules" level={SECTION}>
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{hostel.rules}</p>
        </Section>
      ) : null}

      <Section title="Contact" level={SECTION}>
        <HostelContactDetails
          contactPhone={hostel.contact_phone}
          owner={hostel.owner}
          headingLevel={SUBSECTION}
        />
      </Section>

      <ContactActions hostel={hostel} onClose={onClose} openChat={slots.openChat} />
    </article>
  );
}

/**
 * The tab shows the open hostel's name, so a shared or bookmarked link reads well (decision
 * 12); closing the dialog puts the browse screen's title back.
 */
function useHostelDocumentTitle(name: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${name} · Hostelhub`;
    return () => {
      document.title = previous;
    };
  }, [name]);
}

function JourneyStatus({ state }: { state: ReturnType<typeof useJourney>['state'] }) {
  if (state.status === 'error') {
    return (
      <Alert tone="error" className="py-3">
        {state.message}
      </Alert>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-600 empty:hidden dark:text-slate-400">
      {state.status === 'locating' ? 'Finding your location…' : null}
      {state.status === 'ready' ? 'Your route to the hostel is shown on the map below.' : null}
    </p>
  );
}

/** Contact Hostel and Close, with what Contact Hostel answered. */
function ContactActions({
  hostel,
  onClose,
  openChat,
}: {
  hostel: HostelDetail;
  onClose: () => void;
  openChat: HostelDetailSlots['openChat'];
}) {
  const { contact, outcome, isOpening, isAuthLoading } = useContactHostel(
    openChat ? () => openChat(hostel) : undefined,
  );
  return (
    <footer className="space-y-4 border-t border-slate-200 pt-6 dark:border-slate-800">
      {outcome === 'not-student' ? (
        <Alert tone="error">{HOSTEL_DETAIL_TEXTS.onlyStudentsCanContact}</Alert>
      ) : null}
      {outcome === 'chat-failed' ? (
        <Alert tone="error">{HOSTEL_DETAIL_TEXTS.openChatFailed}</Alert>
      ) : null}
      {outcome === 'student' ? (
        <div
          role="status"
          className="space-y-3 rounded-xl border border-teal-200 bg-teal-50 p-4 dark:border-teal-900 dark:bg-teal-950"
        >
          <Heading level={SECTION} className="font-semibold text-teal-900 dark:text-teal-100">
            Contact {hostel.name}
          </Heading>
          <HostelContactDetails
            contactPhone={hostel.contact_phone}
            owner={hostel.owner}
            headingLevel={SUBSECTION}
          />
        </div>
      ) : null}
      {/* Contact Hostel first for keyboard and screen readers, on the right on wide screens. */}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        {/* While the chat opens the button stays focusable (aria-disabled, not disabled): a
            disabled button drops keyboard focus to <body>, and the chat would return it there. */}
        <Button
          onClick={() => {
            if (!isOpening) void contact();
          }}
          disabled={isAuthLoading}
          aria-disabled={isOpening || undefined}
          className="aria-disabled:opacity-60"
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {isOpening ? 'Opening chat…' : 'Contact Hostel'}
        </Button>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </footer>
  );
}

function FactCard({
  label,
  level,
  className,
  children,
}: {
  label: string;
  level: HeadingLevel;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardBody className="space-y-1 p-4 sm:p-4">
        <Heading
          level={level}
          className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400"
        >
          {label}
        </Heading>
        <div className="font-semibold text-slate-900 dark:text-white">{children}</div>
      </CardBody>
    </Card>
  );
}

function Section({
  title,
  level,
  children,
}: {
  title: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3">
      <Heading level={level} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </Heading>
      {children}
    </section>
  );
}

function HostelDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading hostel" className="space-y-6">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <div className="flex gap-2">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-8 w-8" />
      </div>
      <Skeleton className="aspect-[16/9] w-full rounded-xl" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Skeleton className="col-span-2 h-20 sm:col-span-1" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-24" />
    </div>
  );
}
