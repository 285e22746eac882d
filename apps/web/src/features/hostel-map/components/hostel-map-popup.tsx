/**
 * What a hostel's map popup shows (spec part 1 section 2 'Map view'): name, city, monthly
 * price in rupees, gender badge, coordinates, View details and Get Directions. Rendered
 * inside a react-leaflet Popup, so it can reach the map.
 */
import type { MapPoint } from '@hostelhub/shared';
import { Navigation } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMap } from 'react-leaflet';
import { Ltr } from '../../../components/ltr';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormatters, useT } from '../../../lib/i18n';
import { usePlaceName } from '../../../lib/place-names';
import { hostelMapText, type HostelMapKey } from '../i18n';
import { MARKER_TONES, markerToneFor } from '../utils/marker-tones';
import { openDirections, type LocationFailure } from '../utils/open-directions';

/** Why directions opened without the user's position, by kind. */
const LOCATION_FAILURES: Record<LocationFailure, HostelMapKey> = {
  unsupported: 'location.unsupported',
  denied: 'location.denied',
  unavailable: 'location.unavailable',
  timeout: 'location.timeout',
  unknown: 'location.unknown',
};

export interface HostelMapPopupProps {
  /** A hostel of the map's answer (issue 28: what the popup shows, with its point). */
  hostel: MapPoint;
  onOpenHostel?: ((id: string) => void) | undefined;
}

export function HostelMapPopup({ hostel, onOpenHostel }: HostelMapPopupProps) {
  const [isLocating, setIsLocating] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const tone = MARKER_TONES[markerToneFor(hostel.gender_category)];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const map = useMap();
  const t = useT(hostelMapText);
  const format = useFormatters();
  const placeName = usePlaceName();
  const city = hostel.city ? placeName({ name: hostel.city, name_ur: hostel.city_ur }) : null;

  // Leaflet puts popups after every marker in the DOM; moving focus here spares keyboard
  // users a Tab through all the markers. preventScroll: a scrolled map container misplaces tiles.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const getDirections = async () => {
    if (isLocating) return;
    setIsLocating(true);
    setNote(null);
    try {
      const { locationFailure } = await openDirections({ lat: hostel.lat, lng: hostel.lng });
      if (locationFailure) {
        setNote(t('popup.noStart', { reason: t(LOCATION_FAILURES[locationFailure]) }));
      }
    } finally {
      setIsLocating(false);
    }
  };

  // Leaflet only hears Escape while the map box itself has focus, not a button in its popup.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    map.closePopup();
  };

  // Leaflet's popup is always light, so these colours do not switch with the dark theme.
  return (
    <div className="w-68 space-y-2 text-sm text-slate-700" onKeyDown={closeOnEscape}>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-base leading-snug font-semibold text-slate-900 focus:outline-none"
      >
        {hostel.name}
      </h3>
      {city ? <div>{city}</div> : null}
      <div className="font-medium text-slate-900">{format.monthlyPrice(hostel.price_range)}</div>
      <Badge tone={tone.badgeTone}>{t(tone.labelKey)}</Badge>
      <div className="text-xs text-slate-500">
        <span className="sr-only">{t('popup.coordinates')} </span>
        {/* Latitude first in Urdu too: numbers read left to right. */}
        <Ltr>{`${hostel.lat.toFixed(5)}, ${hostel.lng.toFixed(5)}`}</Ltr>
      </div>
      <div className="flex flex-wrap gap-2 pt-1">
        {onOpenHostel ? (
          <Button size="sm" onClick={() => onOpenHostel(hostel.id)}>
            {t('popup.viewDetails')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          // Not disabled while busy: that would drop keyboard focus out of the popup.
          onClick={() => void getDirections()}
          aria-busy={isLocating}
        >
          <Navigation aria-hidden="true" className="h-4 w-4" />
          {isLocating ? t('popup.finding') : t('directions.get')}
        </Button>
      </div>
      {note ? (
        <div role="status" className="text-xs text-slate-500">
          {note}
        </div>
      ) : null}
    </div>
  );
}
