import { z } from 'zod';
import {
  DEFAULT_MEAL_TIMINGS,
  MEAL_DAYS,
  MEALS,
  type Meal,
  type MealDay,
} from '../constants/hostels.ts';
import { MAX_PRICE_RUPEES, MIN_PRICE_RUPEES } from '../constants/limits.ts';
import { LISTING_MESSAGES } from '../constants/listing-messages.ts';
import { optionalText } from './common.ts';

/**
 * A hostel's mess (meal plan) fields as owners fill them in (spec part 2 section 3 'Mess info',
 * section 4 'Mess toggle'): part of the hostel form and the wizard, and alone in the mess dialog.
 */

/** Meal timing texts: breakfast, lunch and dinner. */
export const MealTimingsSchema = z.object(
  Object.fromEntries(MEALS.map((meal) => [meal, z.string().trim().max(60)])) as Record<
    Meal,
    z.ZodString
  >,
);
export type MealTimings = z.infer<typeof MealTimingsSchema>;

const DayMealsSchema = z.object(
  Object.fromEntries(MEALS.map((meal) => [meal, z.string().trim().max(200)])) as Record<
    Meal,
    z.ZodString
  >,
);

/** The weekly menu: monday to sunday, each with breakfast, lunch and dinner text. */
export const WeeklyMealsInputSchema = z.object(
  Object.fromEntries(MEAL_DAYS.map((day) => [day, DayMealsSchema])) as Record<
    MealDay,
    typeof DayMealsSchema
  >,
);
export type WeeklyMealsInput = z.infer<typeof WeeklyMealsInputSchema>;

/** An empty weekly menu (every meal blank). */
export function emptyWeeklyMeals(): WeeklyMealsInput {
  return Object.fromEntries(
    MEAL_DAYS.map((day) => [day, { breakfast: '', lunch: '', dinner: '' }]),
  ) as WeeklyMealsInput;
}

/**
 * The mess fields of a hostel form (part 2 section 3 'Mess info', section 4 'Mess toggle'):
 * `mess_monthly_price` in rupees a month, required when `mess_available`.
 */
export const MessFieldsSchema = z.object({
  mess_available: z.boolean().default(false),
  mess_compulsory: z.boolean().default(false),
  mess_monthly_price: z
    .number({ error: LISTING_MESSAGES.messPriceNotNumber })
    .int({ error: LISTING_MESSAGES.messPriceNotWhole })
    .min(MIN_PRICE_RUPEES, { error: LISTING_MESSAGES.messPriceNegative })
    .max(MAX_PRICE_RUPEES, { error: LISTING_MESSAGES.messPriceTooHigh })
    .nullish()
    .transform((value) => value ?? null),
  mess_description: optionalText(1000),
  mess_meal_timings: MealTimingsSchema.default({ ...DEFAULT_MEAL_TIMINGS }),
  mess_weekly_meals: WeeklyMealsInputSchema.default(emptyWeeklyMeals),
});
export type MessFields = z.infer<typeof MessFieldsSchema>;

/**
 * The mess fields alone, as the mess dialog checks them before a mess-only update: a monthly
 * price is required when mess is available.
 */
export const MessFormSchema = MessFieldsSchema.superRefine((value, context) => {
  if (value.mess_available && value.mess_monthly_price === null) {
    context.addIssue({
      code: 'custom',
      path: ['mess_monthly_price'],
      message: LISTING_MESSAGES.messPriceRequired,
    });
  }
});

/** The mess fields' values when mess is switched off (section 4: switching off resets them). */
export function defaultMessFields(): MessFields {
  return {
    mess_available: false,
    mess_compulsory: false,
    mess_monthly_price: null,
    mess_description: null,
    mess_meal_timings: { ...DEFAULT_MEAL_TIMINGS },
    mess_weekly_meals: emptyWeeklyMeals(),
  };
}
