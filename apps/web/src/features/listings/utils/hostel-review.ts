import {
  changesNeedingReview,
  HOSTEL_CHANGE_COMPARED_FIELDS,
  LOCATION_FIELDS,
  type HostelChange,
  type HostelChangeComparedField,
  type HostelDetail,
  type ReviewedHostelValues,
} from '@hostelhub/shared';
import type { LocationSelection } from '../components/location-picker/location-selection';
import type { PickedLocation } from '../components/map-picker/map-picker';
import { toHostelInput, type HostelFormFields } from './hostel-form-values';

/**
 * Edits after approval (issue 26): what of an owner's edit waits for an administrator, said in
 * the form's terms, and the owner's waiting change laid over the form's starting values.
 */

/** The reviewed fields of an approved hostel as students see it (the detail's values). */
export function approvedReviewedValues(hostel: HostelDetail): ReviewedHostelValues {
  return {
    name: hostel.name,
    address: hostel.address,
    location_type: hostel.location_type,
    city_id: hostel.cities?.id ?? null,
    town_id: hostel.towns?.id ?? null,
    university_id: hostel.universities?.id ?? null,
    latitude: hostel.latitude,
    longitude: hostel.longitude,
    formatted_address: hostel.formatted_address,
    gender_category: hostel.gender_category,
    price_range: hostel.price_range ?? undefined,
  };
}

/** The reviewed fields of the form's values, as the form would send them. */
export function formReviewedValues(values: HostelFormFields): ReviewedHostelValues {
  const input = toHostelInput(values);
  return {
    name: input.name,
    address: input.address,
    location_type: input.location_type,
    city_id: input.city_id,
    town_id: input.town_id,
    university_id: input.university_id,
    latitude: input.latitude,
    longitude: input.longitude,
    formatted_address: input.formatted_address,
    // The form holds '' before a category is chosen; the schema refuses that anyway.
    gender_category: input.gender_category || undefined,
    price_range: input.price_range,
  };
}

/** The compared field a reviewed form field belongs to (every place field is "location"). */
function comparedFieldOf(field: string): HostelChangeComparedField | null {
  if ((LOCATION_FIELDS as readonly string[]).includes(field)) return 'location';
  return (HOSTEL_CHANGE_COMPARED_FIELDS as readonly string[]).includes(field)
    ? (field as HostelChangeComparedField)
    : null;
}

/**
 * Which of the form's changes to an approved hostel will wait for review if saved now
 * (`changesNeedingReview`, the split the server makes), as compared fields in their display
 * order. None for a hostel that is not approved: its edits wait for its approval anyway.
 */
export function fieldsWaitingForReview(
  hostel: HostelDetail | undefined,
  values: HostelFormFields,
): HostelChangeComparedField[] {
  if (hostel?.status !== 'approved') return [];
  const held = changesNeedingReview(approvedReviewedValues(hostel), formReviewedValues(values));
  const fields = new Set(Object.keys(held).map(comparedFieldOf));
  return HOSTEL_CHANGE_COMPARED_FIELDS.filter((field) => fields.has(field));
}

/** The compared fields a waiting change holds, in display order. */
export function changedFieldsOf(change: HostelChange): HostelChangeComparedField[] {
  const fields = new Set(change.fields.map((field) => field.field));
  return HOSTEL_CHANGE_COMPARED_FIELDS.filter((field) => fields.has(field));
}

/** Place names the waiting change's ids stand for (the change carries ids only). */
export interface ProposedPlaceNames {
  city: { name: string; name_ur: string | null } | null;
  town: { name: string; name_ur: string | null } | null;
  university: { name: string; name_ur: string | null } | null;
}

const NO_NAMES: ProposedPlaceNames = { city: null, town: null, university: null };

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function idOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

/**
 * The form's starting values for an edit (issue 26): the owner's waiting change
 * (`pending_change.proposed`) laid over the hostel's approved values, so the owner edits what
 * they asked for, not what students see. Place names come from `names`, or from the hostel
 * where the change keeps its place.
 */
export function withProposedValues(
  values: HostelFormFields,
  hostel: HostelDetail,
  names: ProposedPlaceNames = NO_NAMES,
): HostelFormFields {
  const proposed = hostel.pending_change?.proposed;
  if (!proposed) return values;
  const next: HostelFormFields = { ...values };
  for (const field of ['name', 'address', 'gender_category', 'price_range'] as const) {
    if (field in proposed) next[field] = textOf(proposed[field]) ?? '';
  }
  if (LOCATION_FIELDS.some((field) => field in proposed)) {
    const current = values.location;
    const cityId = 'city_id' in proposed ? idOf(proposed.city_id) : current.city_id;
    const townId = 'town_id' in proposed ? idOf(proposed.town_id) : current.town_id;
    const universityId =
      'university_id' in proposed ? idOf(proposed.university_id) : current.university_id;
    const type = textOf(proposed.location_type) ?? current.location_type;
    const same = (id: string | null, currentId: string | null) => id !== null && id === currentId;
    const location: LocationSelection = {
      location_type: type === 'university' ? 'university' : 'city',
      city_id: cityId,
      city_name: same(cityId, current.city_id) ? current.city_name : (names.city?.name ?? null),
      city_name_ur: same(cityId, current.city_id)
        ? current.city_name_ur
        : (names.city?.name_ur ?? null),
      town_id: townId,
      town_name: same(townId, current.town_id) ? current.town_name : (names.town?.name ?? null),
      town_name_ur: same(townId, current.town_id)
        ? current.town_name_ur
        : (names.town?.name_ur ?? null),
      university_id: universityId,
      university_name: same(universityId, current.university_id)
        ? current.university_name
        : (names.university?.name ?? null),
      university_name_ur: same(universityId, current.university_id)
        ? current.university_name_ur
        : (names.university?.name_ur ?? null),
    };
    next.location = location;
    const latitude = 'latitude' in proposed ? numberOf(proposed.latitude) : values.picked?.latitude;
    const longitude =
      'longitude' in proposed ? numberOf(proposed.longitude) : values.picked?.longitude;
    const address =
      'formatted_address' in proposed
        ? (textOf(proposed.formatted_address) ?? '')
        : (values.picked?.formatted_address ?? '');
    next.picked =
      latitude !== null && latitude !== undefined && longitude !== null && longitude !== undefined
        ? ({ latitude, longitude, formatted_address: address } satisfies PickedLocation)
        : null;
  }
  return next;
}

/**
 * The place ids of a waiting change that the hostel does not already name (the names the
 * form must look up before it can show the proposed place).
 */
export function proposedPlaceIds(hostel: HostelDetail): {
  cityId: string | null;
  townId: string | null;
  universityId: string | null;
} {
  const proposed = hostel.pending_change?.proposed ?? {};
  const unknown = (field: 'city_id' | 'town_id' | 'university_id', current: string | null) => {
    if (!(field in proposed)) return null;
    const id = idOf(proposed[field]);
    return id !== null && id !== current ? id : null;
  };
  const cityId = unknown('city_id', hostel.cities?.id ?? null);
  const townId = unknown('town_id', hostel.towns?.id ?? null);
  return {
    cityId,
    townId,
    universityId: unknown('university_id', hostel.universities?.id ?? null),
  };
}
