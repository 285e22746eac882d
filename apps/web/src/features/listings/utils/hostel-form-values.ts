import {
  DEFAULT_MEAL_TIMINGS,
  MEAL_DAYS,
  MEALS,
  type HostelDetail,
  type HostelFormInput,
  type Meal,
  type MealDay,
} from '@hostelhub/shared';
import {
  EMPTY_LOCATION,
  type LocationSelection,
} from '../components/location-picker/location-selection';
import type { PickedLocation } from '../components/map-picker/map-picker';

/** A meal timing field's key, e.g. `timing.breakfast`. */
export type TimingKey = `timing.${Meal}`;
/** A weekly menu field's key, e.g. `meal.monday.lunch`. */
export type MealKey = `meal.${MealDay}.${Meal}`;

/**
 * The hostel form's typed values, flat: texts as typed (numbers too), checkboxes as booleans,
 * the meal timings and the weekly menu one key per cell, the confirmed location and map point
 * as picked, and the facilities' names.
 */
export type HostelFormFields = {
  name: string;
  description: string;
  address: string;
  contact_phone: string;
  gender_category: string;
  price_range: string;
  rules: string;
  show_owner_contact: boolean;
  mess_available: boolean;
  mess_compulsory: boolean;
  mess_monthly_price: string;
  mess_description: string;
  location: LocationSelection;
  picked: PickedLocation | null;
  facilities: string[];
} & Record<TimingKey | MealKey, string>;

/** The mess fields at their defaults (part 2 section 4: switching mess off resets them). */
export function defaultMessFormFields(): Pick<
  HostelFormFields,
  'mess_available' | 'mess_compulsory' | 'mess_monthly_price' | 'mess_description'
> &
  Record<TimingKey | MealKey, string> {
  const cells: Record<string, string> = {};
  for (const meal of MEALS) cells[`timing.${meal}`] = DEFAULT_MEAL_TIMINGS[meal];
  for (const day of MEAL_DAYS) for (const meal of MEALS) cells[`meal.${day}.${meal}`] = '';
  return {
    mess_available: false,
    mess_compulsory: false,
    mess_monthly_price: '',
    mess_description: '',
    ...(cells as Record<TimingKey | MealKey, string>),
  };
}

/** A new hostel's form values, or the stored hostel's when editing. */
export function hostelFormValues(hostel?: HostelDetail): HostelFormFields {
  const mess = defaultMessFormFields();
  const stored = hostel?.mess_info;
  if (stored?.mess_available) {
    mess.mess_available = true;
    mess.mess_compulsory = stored.is_compulsory;
    mess.mess_monthly_price = stored.monthly_price === null ? '' : String(stored.monthly_price);
    mess.mess_description = stored.mess_description ?? '';
    for (const meal of MEALS) {
      mess[`timing.${meal}`] = stored.meal_timings[meal] || DEFAULT_MEAL_TIMINGS[meal];
      for (const day of MEAL_DAYS) {
        mess[`meal.${day}.${meal}`] = stored.weekly_meals[day]?.[meal] ?? '';
      }
    }
  }
  return {
    name: hostel?.name ?? '',
    description: hostel?.description ?? '',
    address: hostel?.address ?? '',
    contact_phone: hostel?.contact_phone ?? '',
    gender_category: hostel?.gender_category ?? '',
    price_range: hostel?.price_range ?? '',
    rules: hostel?.rules ?? '',
    // The detail shows the owner's contact only when the owner chose to show it.
    show_owner_contact: hostel ? hostel.owner !== null : false,
    ...mess,
    location: hostel
      ? {
          location_type: hostel.location_type,
          city_id: hostel.cities?.id ?? null,
          city_name: hostel.cities?.name ?? null,
          city_name_ur: hostel.cities?.name_ur ?? null,
          town_id: hostel.towns?.id ?? null,
          town_name: hostel.towns?.name ?? null,
          town_name_ur: hostel.towns?.name_ur ?? null,
          university_id: hostel.universities?.id ?? null,
          university_name: hostel.universities?.name ?? null,
          university_name_ur: hostel.universities?.name_ur ?? null,
        }
      : EMPTY_LOCATION,
    picked:
      hostel && hostel.latitude !== null && hostel.longitude !== null
        ? {
            latitude: hostel.latitude,
            longitude: hostel.longitude,
            formatted_address: hostel.formatted_address ?? '',
          }
        : null,
    facilities: hostel?.facilities ?? [],
  };
}

/** The shared schema's input (HostelFormInput) from the form's values. */
export function toHostelInput(values: HostelFormFields): HostelFormInput {
  const { location, picked, facilities } = values;
  const weekly = Object.fromEntries(
    MEAL_DAYS.map((day) => [
      day,
      Object.fromEntries(MEALS.map((meal) => [meal, values[`meal.${day}.${meal}`]])),
    ]),
  ) as HostelFormInput['mess_weekly_meals'];
  const price = values.mess_monthly_price.trim();
  return {
    name: values.name,
    description: values.description,
    address: values.address,
    contact_phone: values.contact_phone,
    gender_category: values.gender_category as HostelFormInput['gender_category'],
    price_range: values.price_range,
    rules: values.rules,
    show_owner_contact: values.show_owner_contact,
    location_type: location.location_type,
    city_id: location.city_id,
    town_id: location.town_id,
    university_id: location.location_type === 'university' ? location.university_id : null,
    latitude: picked?.latitude ?? null,
    longitude: picked?.longitude ?? null,
    formatted_address: picked?.formatted_address ?? null,
    facilities,
    mess_available: values.mess_available,
    mess_compulsory: values.mess_available && values.mess_compulsory,
    // Typed text: a number when it reads as one, else sent as typed so the schema names it.
    mess_monthly_price:
      price === '' ? null : Number.isFinite(Number(price)) ? Number(price) : (price as never),
    mess_description: values.mess_description,
    mess_meal_timings: Object.fromEntries(
      MEALS.map((meal) => [meal, values[`timing.${meal}`]]),
    ) as HostelFormInput['mess_meal_timings'],
    mess_weekly_meals: weekly,
  };
}
