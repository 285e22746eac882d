/**
 * Demo hostels a short ride from LUMS (issue 42, brief 42B item 4): the demo's "hostels near
 * LUMS" list holds six approved hostels within 5 km of the campus (about 31.4700 N, 74.4089 E),
 * so it shows without widening. Six approved Lahore hostels of other owners (not the demo
 * owner's, which the browser journeys start from) whose names do not carry their area's name
 * and which are tagged to no university move to real neighbourhoods around the campus, with
 * their addresses and descriptions. Nothing is drawn here, so every other demo value stays put.
 */
import type { DemoData } from './context.ts';
import type { CityRef, PlaceRef } from './reference.ts';

/**
 * Spots around LUMS (approximate coordinates, from the team's knowledge of Lahore; no map on
 * this machine), each with the reference area (town) it is filed under and the km from the
 * campus they stand at, on the spec's 6371 km sphere.
 */
export const NEAR_LUMS_SPOTS: readonly {
  area: string;
  town: string;
  latitude: number;
  longitude: number;
}[] = [
  // Sector U, beside the campus on the DHA Phase 5 side: about 0.5 km.
  { area: 'Sector U, DHA Phase 5', town: 'DHA', latitude: 31.4722, longitude: 74.404 },
  // DHA Phase 5, south of the campus: about 0.9 km.
  { area: 'Block L, DHA Phase 5', town: 'DHA', latitude: 31.4625, longitude: 74.413 },
  // Bhatta Chowk on the Old Airport Road, north-east: about 2.2 km.
  { area: 'Bhatta Chowk', town: 'DHA', latitude: 31.487, longitude: 74.4195 },
  // DHA Phase 3, west along the Defence Road: about 2.3 km.
  { area: 'Y Block, DHA Phase 3', town: 'DHA', latitude: 31.4715, longitude: 74.3845 },
  // DHA Phase 6, east: about 3 km.
  { area: 'DHA Phase 6', town: 'DHA', latitude: 31.4745, longitude: 74.44 },
  // The south-east end of Cavalry Ground, towards the Walton Road: about 4.3 km.
  { area: 'Cavalry Ground', town: 'Cavalry Ground', latitude: 31.4985, longitude: 74.379 },
];

/** Moves six approved Lahore hostels to NEAR_LUMS_SPOTS (see above); none when Lahore is absent. */
export function placeNearLums(
  data: DemoData,
  reference: { cities: readonly CityRef[]; towns: readonly PlaceRef[] },
  demoOwnerId: string | undefined,
): void {
  const lahore = reference.cities.find((city) => city.name === 'Lahore');
  if (!lahore) return;
  const townsOfLahore = reference.towns.filter((town) => town.cityId === lahore.id);
  const townName = new Map(townsOfLahore.map((town) => [town.id, town.name]));
  const townId = new Map(townsOfLahore.map((town) => [town.name, town.id]));
  const movable = data.hostels.filter((hostel) => {
    const area = hostel.townId ? townName.get(hostel.townId) : undefined;
    return (
      hostel.cityId === lahore.id &&
      hostel.status === 'approved' &&
      hostel.ownerId !== demoOwnerId &&
      !hostel.universityId &&
      area !== undefined &&
      !hostel.name.includes(area)
    );
  });
  NEAR_LUMS_SPOTS.forEach((spot, index) => {
    const hostel = movable[index];
    const to = townId.get(spot.town);
    const from = hostel?.townId ? townName.get(hostel.townId) : undefined;
    if (!hostel || !to || !from) return;
    const rename = (text: string) => text.replaceAll(from, spot.area);
    hostel.townId = to;
    hostel.latitude = spot.latitude;
    hostel.longitude = spot.longitude;
    hostel.address = rename(hostel.address);
    if (hostel.formattedAddress) hostel.formattedAddress = rename(hostel.formattedAddress);
    if (hostel.description) hostel.description = rename(hostel.description);
  });
}
