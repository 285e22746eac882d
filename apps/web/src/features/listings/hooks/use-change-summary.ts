import type { HostelChange, HostelChangeComparedField } from '@hostelhub/shared';
import { useCallback } from 'react';
import { useT } from '../../../lib/i18n';
import { useJoinNames } from '../../../lib/place-names';
import { listingsText } from '../i18n';
import { changedFieldsOf } from '../utils/hostel-review';

/** A compared field as the owner's forms name it. */
export const CHANGED_FIELD_LABELS = {
  name: 'label.name',
  address: 'label.address',
  location: 'label.location',
  gender_category: 'label.gender',
  price_range: 'label.priceRange',
} as const satisfies Record<HostelChangeComparedField, string>;

/**
 * Words for what waits for review (issue 26): `fields` names compared fields ("Name,
 * Location"); `change` a waiting change with its photos ("Name, Location, 2 photos added").
 */
export function useChangeSummary() {
  const t = useT(listingsText);
  const joinNames = useJoinNames();
  const fields = useCallback(
    (list: readonly HostelChangeComparedField[]) =>
      joinNames(list.map((field) => t(CHANGED_FIELD_LABELS[field]))),
    [joinNames, t],
  );
  const change = useCallback(
    (pending: HostelChange) =>
      joinNames([
        ...changedFieldsOf(pending).map((field) => t(CHANGED_FIELD_LABELS[field])),
        (pending.room_rents ?? []).length > 0 &&
          t('change.roomRents', { count: (pending.room_rents ?? []).length }),
        pending.added_photos.length > 0 &&
          t('change.photosAdded', { count: pending.added_photos.length }),
        pending.removed_photos.length > 0 &&
          t('change.photosRemoved', { count: pending.removed_photos.length }),
      ]),
    [joinNames, t],
  );
  return { fields, change };
}
