import type { HostelDetail } from '@hostelhub/shared';
import type { ComponentType, ReactNode } from 'react';
import type { LatLng } from '../utils/location';

/** What the location map component is given (one hostel, optionally the user's position). */
export interface LocationMapProps {
  latitude: number;
  longitude: number;
  name: string;
  origin?: LatLng | null;
  heightClass?: string;
}

/**
 * What the route plugs into the dialog from other features (STYLE convention 2: features never
 * import each other; app/routes composes them).
 */
export interface HostelDetailSlots {
  /** The favourite heart beside the hostel's name. */
  renderFavorite?: ((hostel: HostelDetail) => ReactNode) | undefined;
  /** Downloads the location map; called only when a map is shown, so Leaflet loads late. */
  loadLocationMap: () => Promise<{ default: ComponentType<LocationMapProps> }>;
}
