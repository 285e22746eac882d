import type { HostelDetail, HostelStatus } from '@hostelhub/shared';
import clsx from 'clsx';
import { Map as MapIcon, Navigation } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { HostelBadges } from '../../../components/hostel-badges';
import { MessMenu } from '../../../components/mess-menu';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormatters, useLanguage, useT } from '../../../lib/i18n';
import { listSeparator, useFacilityLabel, usePlaceName } from '../../../lib/place-names';
import { useHostelDocumentTitle } from '../hooks/use-hostel-document-title';
import { useJourney } from '../hooks/use-journey';
import { hostelDetailText } from '../i18n';
import { formatDetailLocationLine, hostelPosition } from '../utils/location';
import { ContactActions } from './contact-actions';
import { FactCard, Section, SECTION, SUBSECTION } from './detail-section';
import { DisclosureSection } from './disclosure-section';
import { FacilityIcon } from './facility-icon';
import { HostelLocation } from './hostel-location';
import { HostelContactDetails } from './hostel-contact';
import { ImageGallery } from './image-gallery';
import { JourneyStatus } from './journey-status';
import { NearDistance } from './near-distance';
import { ReviewsSection } from './reviews/reviews-section';
import { RoomList } from './room-list';
import { RoomPhotos } from './room-photos';
import { ShareHostel } from './share-hostel';
import type { HostelDetailSlots } from './slots';
import { DetailTitle } from './detail-title';

/** The classes of the dialog's title (the hostel's name, or 'Hostel details'). */
export const titleClasses =
  'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white';

const STATUS_BADGES: Record<
  HostelStatus,
  { label: `hostelStatus.${HostelStatus}`; tone: BadgeTone }
> = {
  approved: { label: 'hostelStatus.approved', tone: 'green' },
  pending: { label: 'hostelStatus.pending', tone: 'amber' },
  rejected: { label: 'hostelStatus.rejected', tone: 'red' },
};

/**
 * A loaded hostel's detail: name and address with Show Map, Start Journey and Share, photos, facts,
 * description, facilities, mess, location, rooms, rules, reviews, contact and Contact Hostel.
 */
export function HostelDetailContent({
  hostel,
  onClose,
  slots,
  nearUniversity,
}: {
  hostel: HostelDetail;
  onClose: () => void;
  slots: HostelDetailSlots;
  /** The university a near card named (issue 42): its distance shows under the address. */
  nearUniversity?: string | undefined;
}) {
  const t = useT(hostelDetailText);
  const format = useFormatters();
  const placeName = usePlaceName();
  const facilityLabel = useFacilityLabel();
  useHostelDocumentTitle(hostel.name);
  const address = hostel.formatted_address ?? hostel.address;
  const { language } = useLanguage();
  const locationLine = formatDetailLocationLine(hostel, placeName, listSeparator(language));
  const position = hostelPosition(hostel);
  const mess = hostel.mess_info ?? hostel.hostel_mess_info[0] ?? null;
  const isOwn = slots.isOwnHostel?.(hostel) ?? false;

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
        {/* Room at the end for the dialog's X. */}
        <DetailTitle className={clsx(titleClasses, 'pe-12')}>{hostel.name}</DetailTitle>
        <div className="text-slate-600 dark:text-slate-400">
          <p>{address}</p>
          {locationLine ? <p className="text-sm">{locationLine}</p> : null}
        </div>
        {/* Issue 42: opened from a near card, how far the hostel is from that campus. */}
        <NearDistance hostelId={hostel.id} university={nearUniversity} />
        {/* Issue 26: every badge the hostel earned, each explaining itself. */}
        <HostelBadges hostel={hostel} />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={isMapShown}
            aria-controls={locationId}
            onClick={toggleMap}
          >
            <MapIcon aria-hidden="true" className="h-4 w-4" />
            {isMapShown ? t('map.hide') : t('map.show')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => journey.start(showMap)}
            disabled={journey.state.status === 'locating'}
          >
            <Navigation aria-hidden="true" className="h-4 w-4" />
            {t('journey.start')}
          </Button>
          {slots.renderFavorite?.(hostel)}
          {slots.renderCompare?.(hostel)}
          {/* Last, so its fallback row of links opens on a line of its own below. */}
          <ShareHostel hostel={hostel} />
        </div>
        <JourneyStatus state={journey.state} />
      </header>

      <ImageGallery images={hostel.hostel_images} hostelName={hostel.name} />

      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <FactCard label={t('fact.priceRange')} level={SECTION} className="col-span-2 sm:col-span-1">
          {format.monthlyPrice(hostel.price_range)}
        </FactCard>
        <FactCard label={t('fact.gender')} level={SECTION}>
          {t(hostel.gender_category === 'male' ? 'gender.male' : 'gender.female')}
        </FactCard>
        <FactCard label={t('fact.status')} level={SECTION}>
          <Badge tone={STATUS_BADGES[hostel.status].tone} className="text-sm">
            {t(STATUS_BADGES[hostel.status].label)}
          </Badge>
        </FactCard>
      </div>

      {hostel.description ? (
        <Section title={t('section.about')} level={SECTION}>
          <p dir="auto" className="whitespace-pre-line text-slate-700 dark:text-slate-300">
            {hostel.description}
          </p>
        </Section>
      ) : null}

      {hostel.facilities.length > 0 ? (
        <Section title={t('section.facilities')} level={SECTION}>
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
                {facilityLabel(facility)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {mess?.mess_available ? (
        <DisclosureSection title={t('section.mess')} headingLevel={SECTION}>
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

      <DisclosureSection
        title={t('section.rooms', { count: format.number(hostel.rooms.length) })}
        headingLevel={SECTION}
      >
        {hostel.rooms.length > 0 ? (
          <div className="space-y-4">
            <RoomPhotos rooms={hostel.rooms} headingLevel={SUBSECTION} />
            <RoomList
              rooms={hostel.rooms}
              headingLevel={SUBSECTION}
              renderAction={
                slots.renderReserveRoom
                  ? (room) => slots.renderReserveRoom?.(hostel, room)
                  : undefined
              }
            />
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('rooms.none')}</p>
        )}
      </DisclosureSection>

      {hostel.rules ? (
        <Section title={t('section.rules')} level={SECTION}>
          <p dir="auto" className="whitespace-pre-line text-slate-700 dark:text-slate-300">
            {hostel.rules}
          </p>
        </Section>
      ) : null}

      <ReviewsSection hostel={hostel} canReply={isOwn} renderReport={slots.renderReport} />

      <Section title={t('section.contact')} level={SECTION}>
        <HostelContactDetails hostel={hostel} headingLevel={SUBSECTION} />
        {/* Issue 26: quiet, after the ways to reach the owner; not on one's own hostel, nor on
            one that students cannot see (the API would answer 'not found'). */}
        {hostel.status === 'approved' && !isOwn ? (
          <div className="flex">{slots.renderReport?.({ type: 'hostel', id: hostel.id })}</div>
        ) : null}
      </Section>

      <ContactActions
        hostel={hostel}
        onClose={onClose}
        openChat={slots.openChat}
        visitRequest={slots.renderVisitRequest?.(hostel)}
      />
    </article>
  );
}
