import {
  AdminHostelChangesPageSchema,
  HostelChangePhotoSchema,
  HostelChangeSchema,
  type AdminHostelChangesPage,
  type HostelChange,
  type HostelChangePhoto,
} from '@hostelhub/shared';
import { fixture } from './factories';

/** Builders for edits after approval (issue 26), checked against the API's schemas. */

let sequence = 0;

function uuid(): string {
  sequence += 1;
  return `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

/** A photo a change adds or removes; a hostel photo unless `room_title` is given. */
export function buildHostelChangePhoto(
  overrides: Partial<HostelChangePhoto> = {},
): HostelChangePhoto {
  const id = uuid();
  return fixture('hostel change photo', HostelChangePhotoSchema, {
    id,
    image_url: `/uploads/hostels/${id}.webp`,
    thumbnail_url: `/uploads/hostels/${id}-thumb.webp`,
    image_title: null,
    room_id: null,
    room_title: null,
    ...overrides,
  });
}

/**
 * A change waiting for review: Iqbal Hostel renamed, moved from Johar Town to Gulberg, opened to
 * female students, with one room photo added and one hostel photo removed.
 */
export function buildHostelChange(overrides: Partial<HostelChange> = {}): HostelChange {
  return fixture('hostel change', HostelChangeSchema, {
    id: uuid(),
    hostel_id: uuid(),
    hostel_name: 'Iqbal Hostel',
    status: 'pending',
    fields: [
      { field: 'name', before: 'Iqbal Hostel', after: 'Iqbal Hostel Annex' },
      {
        field: 'location',
        before: 'Johar Town, Lahore',
        after: 'Gulberg, Lahore',
        before_point: { latitude: 31.4697, longitude: 74.2728 },
        after_point: { latitude: 31.5204, longitude: 74.3587 },
      },
      { field: 'gender_category', before: 'male', after: 'female' },
    ],
    proposed: { name: 'Iqbal Hostel Annex', gender_category: 'female' },
    added_photos: [
      buildHostelChangePhoto({
        image_title: 'New bunk beds',
        room_id: uuid(),
        room_title: 'Corner Room',
      }),
    ],
    removed_photos: [buildHostelChangePhoto({ image_title: 'Old gate' })],
    owner: { id: uuid(), full_name: 'Bilal Ahmed', email: 'bilal@example.pk' },
    reason: null,
    created_at: '2026-11-24T09:30:00.000Z',
    updated_at: '2026-11-24T09:30:00.000Z',
    decided_at: null,
    ...overrides,
  });
}

/** One page of GET /api/admin/hostel-changes holding `changes`. */
export function buildHostelChangesPage(changes: HostelChange[]): AdminHostelChangesPage {
  return fixture('hostel changes page', AdminHostelChangesPageSchema, {
    changes,
    total: changes.length,
    page: 1,
    limit: 20,
    total_pages: changes.length > 0 ? 1 : 0,
  });
}
