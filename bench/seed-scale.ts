/**
 * Bulk seed for the browse benchmark: thousands of realistic hostels and rooms in a few
 * seconds, with set-based SQL (`insert ... select ... from generate_series`) instead of rows
 * built in JavaScript. Needs the reference data (cities with their centres, towns,
 * universities, facilities) already seeded.
 *
 * What it makes, drawn with a seeded `random()` so every run gets the same shape:
 * - owners (one per ~20 hostels), approved and verified;
 * - hostels spread over the cities, the big ones weighted up (about three in four in the
 *   twelve largest), each in a town of its city where the city has towns, about a quarter
 *   near a university; coordinates within 3 km of the town or city centre (5% have none);
 *   names from the same vocabulary as the demo seed; `price_range` text in the formats owners
 *   type ('8000-12000', '8,000 - 12,000', '10000') with the parsed `price_min`/`price_max`
 *   (3% 'Contact for price': no range); 60% male; 85% approved, 10% pending, 5% rejected;
 * - facilities per hostel with realistic odds (WiFi 85%, Security 75%, Gym 8%...);
 * - mess information for about half of the hostels, hostel photos (0 to 5) for most;
 * - exactly `rooms` rooms spread at random over the hostels (about 6 each), of the shared
 *   room types, priced inside their hostel's range.
 *
 * The weights, odds, room profiles, names and menus are in seed-scale/shape.ts.
 */
import { DEFAULT_MEAL_TIMINGS, ROOM_TYPES } from '@hostelhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';
import {
  hostelFacilities,
  hostelImages,
  hostelMessInfo,
  hostels,
  rooms,
  users,
} from '../apps/api/src/db/schema/index.ts';
import {
  HIGHLIGHTS,
  MESS_DESCRIPTIONS,
  ROOM_ADJECTIVES,
  ROOM_FEATURES,
  SETTINGS,
  TOWN_STYLES,
} from '../apps/api/src/db/seed/demo/words.ts';
import {
  CITY_WEIGHTS,
  FACILITY_ODDS,
  FIRST_NAMES,
  LAST_NAMES,
  MENUS,
  OTHER_CITY_PRICE_LEVEL,
  OTHER_CITY_WEIGHT,
  PREFIXES,
  ROOM_PROFILES,
} from './seed-scale/shape.ts';

export interface ScaleSeedOptions {
  hostels: number;
  rooms: number;
  /** `setseed` value in [-1, 1]. */
  seed?: number;
  /** Called after each step with its name and duration in milliseconds. */
  onStep?: (step: string, milliseconds: number) => void;
}

export interface ScaleSeedResult {
  owners: number;
  hostels: number;
  approved: number;
  rooms: number;
  hostelFacilities: number;
  messInfo: number;
  hostelImages: number;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** `array[...]` element number 1..n chosen by a random() column `pick` in [0, 1). */
function pickFrom(values: readonly string[], pick: SQL): SQL {
  return sql`(${textArray(values)})[1 + floor(${pick} * ${values.length})::int]`;
}

/** Seeds owners, hostels, facilities, mess information, hostel photos and rooms; see above. */
export async function seedScale(db: Db, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const ownerCount = Math.max(1, Math.ceil(options.hostels / 20));
  const facilityOdds = Object.entries(FACILITY_ODDS).map(([name, odds]) => ({ name, odds }));
  const cityWeights = Object.entries(CITY_WEIGHTS).map(([name, plan]) => ({ name, ...plan }));
  const roomProfiles = ROOM_TYPES.map((type) => ({
    value: type.value,
    name: type.name,
    ...(ROOM_PROFILES[type.value] ?? {
      minOcc: 2,
      maxOcc: 2,
      level: 0.6,
      bed: 'single',
      weight: 1,
    }),
  }));

  let last = performance.now();
  const done = (step: string) => {
    const now = performance.now();
    options.onStep?.(step, now - last);
    last = now;
  };

  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(${options.seed ?? 0.42})`);

    await tx.execute(sql`
      insert into users (email, full_name, role, phone, owner_approval_status, email_verified_at, created_at)
      select 'bench.owner' || g || '@bench.hostelhub.pk',
        ${pickFrom(FIRST_NAMES, sql`random()`)} || ' ' || ${pickFrom(LAST_NAMES, sql`random()`)},
        'owner', '+923' || lpad(floor(random() * 1000000000)::bigint::text, 9, '0'),
        'approved', now(), now() - random() * interval '700 days'
      from generate_series(1, ${ownerCount}) g`);
    await tx.execute(sql`
      create temp table bench_owner on commit drop as
      select row_number() over (order by id) - 1 as idx, id from users
      where email like 'bench.owner%'`);
    done('owners');

    await tx.execute(sql`
      create temp table bench_city on commit drop as
      select c.id, c.name, c.latitude, c.longitude,
        coalesce(w."priceLevel", ${OTHER_CITY_PRICE_LEVEL}) as price_level,
        sum(coalesce(w.weight, ${OTHER_CITY_WEIGHT})) over (order by c.name) as upper
      from cities c
      left join jsonb_to_recordset(${JSON.stringify(cityWeights)}::jsonb)
        as w(name text, weight float8, "priceLevel" float8) on w.name = c.name
      where c.latitude is not null and c.longitude is not null`);

    // One row of draws per hostel, with its city, town and (a quarter) university.
    await tx.execute(sql`
      create temp table bench_h on commit drop as
      select d.*, c.id as city_id, c.name as city_name, c.price_level,
        t.id as town_id, t.name as town_name, u.id as university_id, u.name as university_name,
        coalesce(t.latitude, c.latitude) as base_lat, coalesce(t.longitude, c.longitude) as base_lng
      from (
        select g as n, random() * (select max(upper) from bench_city) as city_pick,
          random() as r_gender, random() as r_status, random() as r_loc, random() as r_uni,
          random() as r_price, random() as r_span, random() as r_format, random() as r_prefix,
          random() as r_word, random() as r_pattern, random() as r_dist, random() as r_angle,
          random() as r_created, random() as r_text, random() as r_text2
        from generate_series(1, ${options.hostels}) g
      ) d
      cross join lateral (
        select * from bench_city bc where bc.upper >= d.city_pick order by bc.upper limit 1
      ) c
      left join lateral (
        select * from towns t where t.city_id = c.id order by md5(t.name || d.n) limit 1
      ) t on true
      left join lateral (
        select * from universities un where un.city_id = c.id and d.r_uni < 0.3
        order by md5(un.name || d.n) limit 1
      ) u on true`);
    done('hostel draws');

    const word = sql`(case when h.r_gender < 0.6 then 'Boys' else 'Girls' end)`;
    const place = sql`coalesce(h.town_name, h.city_name)`;
    const prefix = pickFrom(PREFIXES, sql`h.r_prefix`);
    const priceMin = sql`(round(h.price_level * (4000 + h.r_price * 14000) / 500) * 500)::int`;
    const priceMax = sql`(${priceMin} + case when h.r_format < 0.2 then 0 else (round((2000 + h.r_span * 10000) / 500) * 500)::int end)`;
    const hasPrice = sql`h.r_format < 0.97`;
    const dLat = sql`(3 * sqrt(h.r_dist) * cos(2 * pi() * h.r_angle) / 111.32)`;
    const dLng = sql`(3 * sqrt(h.r_dist) * sin(2 * pi() * h.r_angle) / (111.32 * cos(radians(h.base_lat))))`;
    await tx.execute(sql`
      insert into hostels (owner_id, name, description, address, location_type, city_id, town_id,
        university_id, price_range, price_min, price_max, gender_category, contact_phone, rules,
        latitude, longitude, formatted_address, status, rejection_reason, created_at, updated_at)
      select o.id, x.name,
        x.name || ' offers comfortable rooms for ' ||
          (case when h.r_gender < 0.6 then 'male' else 'female' end) || ' students in ' ||
          coalesce(h.town_name || ', ', '') || h.city_name || ', ' ||
          coalesce('a short walk from ' || h.university_name, ${pickFrom(SETTINGS, sql`h.r_text`)}) ||
          '. ' || ${pickFrom(HIGHLIGHTS.slice(0, 5), sql`h.r_text2`)},
        x.address,
        (case when h.university_id is null then 'city' else 'university' end)::location_type,
        h.city_id, h.town_id, h.university_id,
        case
          when not ${hasPrice} then null
          when h.r_format < 0.2 then ${priceMin}::text
          when h.r_format < 0.3 then to_char(${priceMin}, 'FM9,999,999') || ' - ' || to_char(${priceMax}, 'FM9,999,999')
          else ${priceMin} || '-' || ${priceMax}
        end,
        case when ${hasPrice} then ${priceMin} end,
        case when ${hasPrice} then ${priceMax} end,
        (case when h.r_gender < 0.6 then 'male' else 'female' end)::gender,
        '+923' || lpad((h.n * 7919 % 1000000000)::text, 9, '0'),
        'Rent is due by the 5th of every month. Smoking is not allowed inside the building.',
        case when h.r_loc < 0.95 then round((h.base_lat + ${dLat})::numeric, 6)::float8 end,
        case when h.r_loc < 0.95 then round((h.base_lng + ${dLng})::numeric, 6)::float8 end,
        case when h.r_loc < 0.95 then x.address || ', Pakistan' end,
        (case when h.r_status < 0.85 then 'approved' when h.r_status < 0.95 then 'pending'
          else 'rejected' end)::hostel_status,
        case when h.r_status >= 0.95
          then 'We could not verify the address. Please add the full street address.' end,
        now() - h.r_created * interval '365 days',
        now() - h.r_created * interval '300 days'
      from bench_h h
      join bench_owner o on o.idx = h.n % ${ownerCount}
      cross join lateral (select
        case
          when h.r_pattern < 0.4 then ${prefix} || ' ' || ${word} || ' Hostel'
          when h.r_pattern < 0.5 then ${place} || ' ' || ${word} || ' Hostel'
          when h.r_pattern < 0.6 then ${place} || ' ' || ${pickFrom(TOWN_STYLES, sql`h.r_word`)} || ' Hostel'
          when h.r_pattern < 0.7 then ${prefix} || ' Students Residence'
          when h.r_pattern < 0.8 then ${prefix} || ' ' || ${word} || ' Residency'
          else ${prefix} || ' ' || ${word} || ' Hostel ' || ${place}
        end as name,
        'House ' || (1 + floor(h.r_text * 400))::int || ', Street ' || (1 + h.n % 30) || ', ' ||
          coalesce(h.town_name || ', ', '') || h.city_name as address
      ) x`);
    done('hostels');

    await tx.execute(sql`
      insert into hostel_facilities (hostel_id, facility_id)
      select h.id, f.id from hostels h
      cross join (
        select f.id, f.name, coalesce(o.odds, 0.1) as odds from facilities f
        left join jsonb_to_recordset(${JSON.stringify(facilityOdds)}::jsonb)
          as o(name text, odds float8) on o.name = f.name
      ) f
      -- A hash, not random(): the planner would evaluate a random() that reads only the
      -- facility once per facility, giving every hostel the same set.
      where (hashtext(h.id::text || f.name) & 1048575) / 1048576.0 < f.odds`);
    done('facility links');

    await tx.execute(sql`
      insert into hostel_mess_info (hostel_id, mess_available, is_compulsory, monthly_price,
        mess_description, meal_timings, weekly_meals)
      select h.id, random() < 0.92, random() < 0.3,
        (round((3000 + random() * 6000) / 500) * 500)::int,
        ${MESS_DESCRIPTIONS[0]},
        ${JSON.stringify(DEFAULT_MEAL_TIMINGS)}::jsonb,
        ${JSON.stringify(MENUS)}::jsonb -> floor(random() * ${MENUS.length})::int
      from hostels h where random() < 0.5`);
    done('mess information');

    await tx.execute(sql`
      insert into hostel_images (hostel_id, image_url, thumbnail_url, image_title, is_primary,
        display_order)
      select h.id, '/uploads/bench/hostel-' || (h.k + i) % 40 || '.webp',
        '/uploads/bench/hostel-' || (h.k + i) % 40 || '-thumb.webp',
        case when i = 0 then 'Front view' else 'Photo ' || (i + 1) end, i = 0, i
      from (select id, floor(random() * 6)::int as images, floor(random() * 40)::int as k
        from hostels) h
      cross join lateral generate_series(0, h.images - 1) i`);
    done('hostel photos');

    await tx.execute(sql`
      create temp table bench_room_type on commit drop as
      select p.*, sum(p.weight) over (order by p.value) as upper
      from jsonb_to_recordset(${JSON.stringify(roomProfiles)}::jsonb)
        as p(value text, name text, "minOcc" int, "maxOcc" int, level float8, bed text, weight float8)`);
    await tx.execute(sql`
      create temp table bench_hostel_index on commit drop as
      select row_number() over (order by id) as idx, id, price_min, price_max from hostels`);
    await tx.execute(sql`
      insert into rooms (hostel_id, room_type, room_title, description, price_per_month,
        price_per_day, max_occupancy, current_occupancy, room_size, floor_number, bed_type,
        attached_bathroom, ac, balcony, wifi, study_table, wardrobe, is_available, features)
      select h.id, p.value,
        (case when p.level >= 0.9 then 'Deluxe' when p.level >= 0.6 then 'Standard' else 'Economy' end)
          || ' ' || p.name || case when p.value in ('dormitory', 'suite', 'studio') then '' else ' Room' end,
        'A ' || ${pickFrom(ROOM_ADJECTIVES, sql`d.r_text`)} ||
          ' room for ' || m.max_occ || case when m.max_occ = 1 then ' student' else ' students' end ||
          ' on floor ' || m.floor_no || '.',
        m.price, case when d.r_day < 0.4 then (round(m.price / 25.0 / 50) * 50)::int end,
        m.max_occ, floor(d.r_occ * (m.max_occ + 1))::int,
        (100 + floor(d.r_size * 200))::int || ' sq ft', m.floor_no, p.bed::bed_type,
        d.r_bath < 0.45, d.r_ac < 0.25, d.r_balcony < 0.2, d.r_wifi < 0.9, d.r_table < 0.85,
        d.r_wardrobe < 0.9, floor(d.r_occ * (m.max_occ + 1))::int < m.max_occ,
        array(select f from unnest(${textArray(ROOM_FEATURES.slice(0, 10))}) with ordinality as u(f, i)
          where (d.bits >> (i::int * 2)) & 7 = 0)
      from (
        select g, 1 + floor(random() * ${options.hostels})::int as idx,
          random() * (select max(upper) from bench_room_type) as type_pick,
          random() as r_occ, random() as r_max, random() as r_noise, random() as r_day,
          random() as r_size, random() as r_floor, random() as r_bath, random() as r_ac,
          random() as r_balcony, random() as r_wifi, random() as r_table, random() as r_wardrobe,
          random() as r_text, floor(random() * 1073741824)::int as bits
        from generate_series(1, ${options.rooms}) g
      ) d
      join bench_hostel_index h on h.idx = d.idx
      cross join lateral (
        select * from bench_room_type t where t.upper >= d.type_pick order by t.upper limit 1
      ) p
      cross join lateral (select
        p."minOcc" + floor(d.r_max * (p."maxOcc" - p."minOcc" + 1))::int as max_occ,
        floor(d.r_floor * 5)::int as floor_no,
        greatest(2000, (round((coalesce(h.price_min, 7000) +
          (coalesce(h.price_max, h.price_min + 5000, 12000) - coalesce(h.price_min, 7000)) * p.level
          + (d.r_noise - 0.5) * 1000) / 500) * 500)::int) as price
      ) m`);
    done('rooms');
  });
  // Fresh statistics, so the planner sees 10,000 hostels and not an empty table. A database
  // at steady state has been vacuumed: the browse read model's triggers rewrite each
  // hostel's row once per bulk step above, and its index-only counts need the visibility map.
  await db.execute(sql`vacuum analyze`);
  done('analyze');

  const [ownersCount, hostelsCount, approved, roomsCount, facilitiesCount, messCount, images] =
    await Promise.all([
      db.$count(users, sql`${users.email} like 'bench.owner%'`),
      db.$count(hostels),
      db.$count(hostels, sql`${hostels.status} = 'approved'`),
      db.$count(rooms),
      db.$count(hostelFacilities),
      db.$count(hostelMessInfo),
      db.$count(hostelImages),
    ]);
  return {
    owners: ownersCount,
    hostels: hostelsCount,
    approved,
    rooms: roomsCount,
    hostelFacilities: facilitiesCount,
    messInfo: messCount,
    hostelImages: images,
  };
}
