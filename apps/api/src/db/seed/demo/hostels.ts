/**
 * The demo hostels, city by city: each with its owner, texts, price, facilities, mess, rooms
 * (rooms.ts) and photos.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_MEAL_TIMINGS,
  parsePriceRange,
  type GenderCategory,
  type HostelStatus,
} from '@hostelhub/shared';
import { DAY_MS, type DemoContext } from './context.ts';
import { jitter, nearestTown } from './geo.ts';
import { clamp, roundTo } from './numbers.ts';
import type { DemoOwner } from './people.ts';
import { PHOTO_TITLES, photoPool } from './photos.ts';
import { CITY_PLAN, DEMO_OWNER, DEMO_OWNER_PER_CITY } from './plan.ts';
import type { PlaceRef, Reference } from './reference.ts';
import { addRooms, roomTypeChoicesOf } from './rooms.ts';
import { hostelDescription, hostelName, hostelRules, mobileNumber, weeklyMenu } from './texts.ts';
import { MESS_DESCRIPTIONS, REJECTION_REASONS } from './words.ts';

/** Adds the hostels of CITY_PLAN, with everything that belongs to them, to `context.data`. */
/** The demo hostels' visiting hours (issue 27): Monday to Saturday, 10-13 and 16-19. */
const DEMO_VISITING_HOURS = (
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
).flatMap((day) => [
  { day, from: '10:00', to: '13:00' },
  { day, from: '16:00', to: '19:00' },
]);
/** The demo hostels' deposit text (issue 27). */
const DEMO_DEPOSIT_TEXT =
  "One month's rent as a security deposit, paid at the hostel on move-in and returned when you leave.";

export function addHostels(
  context: DemoContext,
  reference: Reference,
  owners: ReadonlyMap<string, DemoOwner>,
): void {
  const { random, now, at, data } = context;
  const cityByName = new Map(reference.cities.map((city) => [city.name, city]));
  const takenNames = new Set<string>();
  const facilityByName = new Map(reference.facilities.map((facility) => [facility.name, facility]));
  const roomTypeChoices = roomTypeChoicesOf(reference);
  const pool = photoPool();
  const buildingPhotos = pool.filter((photo) => photo.kind === 'building');
  const bedroomPhotos = pool.filter((photo) => photo.kind === 'bedroom');
  const insidePhotos = pool.filter((photo) => photo.kind !== 'building');
  const demoOwner = owners.get(DEMO_OWNER.email);
  let demoOwnerHostels = 0;

  for (const plan of CITY_PLAN) {
    const city = cityByName.get(plan.city);
    if (!city) continue;
    const townsOfCity = reference.towns.filter((town) => town.cityId === city.id);
    if (townsOfCity.length === 0) continue;
    const universitiesOfCity = reference.universities.filter(
      (university) => university.cityId === city.id,
    );
    const cityOwners = [...owners.values()].filter(
      (owner) => owner !== demoOwner && owner.plan.cities.includes(plan.city),
    );

    for (let index = 0; index < plan.hostels; index += 1) {
      const isDemoOwners =
        demoOwner !== undefined &&
        DEMO_OWNER.cities.includes(plan.city) &&
        index < DEMO_OWNER_PER_CITY;
      const owner =
        isDemoOwners || cityOwners.length === 0 ? demoOwner : cityOwners[index % cityOwners.length];
      if (!owner) continue;

      const gender: GenderCategory = random.chance(0.5) ? 'male' : 'female';
      let town = random.pick(townsOfCity);
      let university: PlaceRef | null = null;
      // Cities without a university in the reference data raise the odds elsewhere to ~30%.
      if (universitiesOfCity.length > 0 && random.chance(0.38)) {
        university = random.pick(universitiesOfCity);
        town = nearestTown(townsOfCity, university) ?? town;
      }
      const position = jitter(
        random,
        town.latitude ?? city.latitude ?? 0,
        town.longitude ?? city.longitude ?? 0,
        1.5,
      );

      let status: HostelStatus;
      if (isDemoOwners && demoOwnerHostels === 1) status = 'pending';
      else if (isDemoOwners && demoOwnerHostels === 3) status = 'rejected';
      else {
        const roll = random.next();
        status = roll < 0.85 ? 'approved' : roll < 0.95 ? 'pending' : 'rejected';
      }
      if (isDemoOwners) demoOwnerHostels += 1;

      // Rent in rupees a month, in steps of 500.
      let priceRange: string;
      if (random.chance(0.1)) {
        priceRange = String(
          clamp(roundTo(random.int(7000, 20000) * plan.priceLevel, 500), 6000, 35000),
        );
      } else {
        const min = clamp(roundTo(random.int(6000, 16000) * plan.priceLevel, 500), 6000, 28000);
        const max = clamp(roundTo(min + random.int(3000, 14000), 500), min + 1000, 35000);
        priceRange = `${min}-${max}`;
      }
      const price = parsePriceRange(priceRange);
      if (!price) throw new Error(`demo seed: bad price range ${priceRange}`);

      const hasMess = random.chance(0.7);
      const name = hostelName(random, gender, town.name, city.name, takenNames);
      const house = random.int(1, 250);
      const street = random.int(1, 40);
      const createdAt = at(random.next() * 180);
      const updatedAt = new Date(Math.min(now, createdAt.getTime() + random.next() * 5 * DAY_MS));
      const hostelId = randomUUID();
      // Draws what the earlier random contact number drew, so every later demo value stays put.
      if (!random.chance(0.7)) mobileNumber(random);

      data.hostels.push({
        id: hostelId,
        ownerId: owner.id,
        name,
        description: hostelDescription(
          random,
          name,
          gender,
          town.name,
          city.name,
          university?.name ?? null,
          hasMess,
        ),
        address: `House ${house}, Street ${street}, ${town.name}, ${city.name}`,
        locationType: university ? 'university' : 'city',
        cityId: city.id,
        townId: town.id,
        universityId: university?.id ?? null,
        priceRange,
        priceMin: price.min,
        priceMax: price.max,
        genderCategory: gender,
        contactPhone: owner.phone,
        rules: hostelRules(random, gender),
        // Issue 27: visits Monday to Saturday, late morning and early evening, Pakistan time.
        visitingHours: DEMO_VISITING_HOURS,
        depositText: DEMO_DEPOSIT_TEXT,
        latitude: position.latitude,
        longitude: position.longitude,
        formattedAddress: `House ${house}, Street ${street}, ${town.name}, ${city.name}, ${city.province}, Pakistan`,
        status,
        rejectionReason: status === 'rejected' ? random.pick(REJECTION_REASONS) : null,
        showOwnerContact: random.chance(0.5),
        createdAt,
        updatedAt,
      });

      // Facilities: WiFi almost everywhere, Mess/Kitchen exactly when there is a mess ("Meals"
      // was merged into it, issue 22 item 15).
      const required = [
        ...(random.chance(0.9) ? ['WiFi'] : []),
        ...(hasMess ? ['Mess/Kitchen'] : []),
      ].flatMap((facilityName) => facilityByName.get(facilityName) ?? []);
      const optional = reference.facilities.filter(
        (facility) => !required.includes(facility) && (hasMess || facility.name !== 'Mess/Kitchen'),
      );
      const chosen = [...required, ...random.sample(optional, random.int(3, 8) - required.length)];
      for (const facility of chosen) {
        data.hostelFacilities.push({
          hostelId,
          facilityId: facility.id,
          createdAt,
          updatedAt: createdAt,
        });
      }

      data.messInfo.push(
        hasMess
          ? {
              hostelId,
              messAvailable: true,
              isCompulsory: random.chance(0.3),
              monthlyPrice: roundTo(random.int(6000, 15000), 500),
              messDescription: random.pick(MESS_DESCRIPTIONS),
              mealTimings: { ...DEFAULT_MEAL_TIMINGS },
              weeklyMeals: weeklyMenu(random),
              createdAt,
              updatedAt: createdAt,
            }
          : {
              hostelId,
              messAvailable: false,
              isCompulsory: false,
              monthlyPrice: null,
              messDescription: null,
              mealTimings: { ...DEFAULT_MEAL_TIMINGS },
              weeklyMeals: {},
              createdAt,
              updatedAt: createdAt,
            },
      );

      addRooms(context, { id: hostelId, createdAt, price }, roomTypeChoices, bedroomPhotos);

      // Hostel photos: the front of a building first, then inside views.
      const inside = insidePhotos.filter((photo) => hasMess || photo.kind !== 'mess');
      const photos = [random.pick(buildingPhotos), ...random.sample(inside, random.int(1, 4))];
      photos.forEach((photo, order) => {
        const title = order === 0 ? 'Front view' : PHOTO_TITLES[photo.kind];
        data.hostelImages.push({
          hostelId,
          imageUrl: photo.url,
          thumbnailUrl: photo.thumbnailUrl,
          storageKey: null,
          imageTitle: title,
          imageDescription: `${title} of ${name}`,
          isPrimary: order === 0,
          displayOrder: order,
          createdAt,
          updatedAt: createdAt,
        });
      });
    }
  }
}
