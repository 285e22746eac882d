import { MEAL_DAYS, MEALS, MIN_PRICE_RUPEES, type Meal, type MealDay } from '@hostelhub/shared';
import { Check, Pencil } from 'lucide-react';
import { CheckboxField, TextareaField, TextField } from '../../../components/form/schema-fields';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { BoundSchemaForm, SchemaForm } from '../../../hooks/use-schema-form';
import { useFormatters, useT } from '../../../lib/i18n';
import {
  defaultMessFormFields,
  type HostelFormFields,
  type MealKey,
} from '../utils/hostel-form-values';
import type { MessImage } from '../hooks/use-mess-image';
import { listingsText } from '../i18n';

/** A meal's name as a heading ('Breakfast') and inside a chart cell's label ('breakfast'). */
const MEAL_NAMES = {
  breakfast: 'meal.breakfast',
  lunch: 'meal.lunch',
  dinner: 'meal.dinner',
} as const satisfies Record<Meal, string>;
const MEAL_CELL_NAMES = {
  breakfast: 'mealCell.breakfast',
  lunch: 'mealCell.lunch',
  dinner: 'mealCell.dinner',
} as const satisfies Record<Meal, string>;
const DAY_NAMES = {
  monday: 'day.monday',
  tuesday: 'day.tuesday',
  wednesday: 'day.wednesday',
  thursday: 'day.thursday',
  friday: 'day.friday',
  saturday: 'day.saturday',
  sunday: 'day.sunday',
} as const satisfies Record<MealDay, string>;

export interface MessSectionProps {
  form: BoundSchemaForm<HostelFormFields, unknown>;
  idPrefix: string;
  isConfirmed: boolean;
  onConfirmedChange: (isConfirmed: boolean) => void;
  /** The optional mess picture, uploaded once the hostel is saved. */
  messImage?: MessImage | undefined;
  /** The picture the hostel already has. */
  currentImageUrl?: string | null | undefined;
}

/**
 * The mess section of the hostel forms (part 2 section 2 'Mess information'): Mess Facility
 * Available, compulsory, monthly price (required when available), description, meal timings,
 * the weekly chart of breakfast, lunch and dinner, a summary and Confirm Mess Details.
 * Switching mess off resets every mess field (section 4).
 */
export function MessSection({
  form,
  idPrefix,
  isConfirmed,
  onConfirmedChange,
  messImage,
  currentImageUrl,
}: MessSectionProps) {
  const { values } = form;
  const t = useT(listingsText);
  const format = useFormatters();
  const set = <K extends keyof HostelFormFields>(key: K, value: HostelFormFields[K]) => {
    onConfirmedChange(false);
    form.setValue(key, value);
  };
  // Edits made through the bound fields also un-confirm the section.
  const bound = {
    form: {
      ...form,
      setValue: ((key: keyof HostelFormFields, value: HostelFormFields[keyof HostelFormFields]) => {
        onConfirmedChange(false);
        form.setValue(key, value);
      }) as typeof form.setValue,
    },
    idPrefix,
  };

  const toggle = (available: boolean) => {
    onConfirmedChange(false);
    if (available) {
      form.setValue('mess_available', true);
      return;
    }
    form.setValues(defaultMessFormFields());
    form.clearErrors();
  };

  const filledMeals = MEAL_DAYS.reduce(
    (count, day) => count + MEALS.filter((meal) => values[`meal.${day}.${meal}`].trim()).length,
    0,
  );

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-2">
        <input
          id={`${idPrefix}-mess_available`}
          name="mess_available"
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-300 text-teal-700"
          checked={values.mess_available}
          onChange={(event) => toggle(event.target.checked)}
        />
        <label htmlFor={`${idPrefix}-mess_available`} className="text-sm font-medium">
          {t('mess.available')}
        </label>
      </div>

      {values.mess_available ? (
        <>
          <CheckboxField
            {...bound}
            name="mess_compulsory"
            label={t('mess.compulsory')}
            description={t('mess.compulsoryHint')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...bound}
              name="mess_monthly_price"
              label={t('mess.monthlyPrice')}
              type="number"
              inputMode="numeric"
              min={MIN_PRICE_RUPEES}
              required
            />
          </div>
          <TextareaField
            {...bound}
            name="mess_description"
            label={t('mess.description')}
            rows={3}
          />

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('mess.timings')}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {MEALS.map((meal) => (
                <TextField
                  key={meal}
                  {...bound}
                  name={`timing.${meal}`}
                  label={t(MEAL_NAMES[meal])}
                />
              ))}
            </div>
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('mess.chart')}</legend>
            {/* One row per day from 640 px (a header names the columns); stacked on a phone. */}
            <div
              aria-hidden="true"
              className="hidden grid-cols-[7rem_1fr_1fr_1fr] gap-2 text-xs font-medium text-slate-600 sm:grid dark:text-slate-400"
            >
              <span>{t('mess.day')}</span>
              {MEALS.map((meal) => (
                <span key={meal}>{t(MEAL_NAMES[meal])}</span>
              ))}
            </div>
            {MEAL_DAYS.map((day) => (
              <div
                key={day}
                role="group"
                aria-label={t(DAY_NAMES[day])}
                className="grid gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-[7rem_1fr_1fr_1fr] sm:items-center sm:rounded-none sm:border-0 sm:p-0 dark:border-slate-800"
              >
                <span className="text-sm font-medium">{t(DAY_NAMES[day])}</span>
                {MEALS.map((meal) => (
                  <MealInput
                    key={meal}
                    form={form}
                    idPrefix={idPrefix}
                    cell={`meal.${day}.${meal}`}
                    dayName={t(DAY_NAMES[day])}
                    mealName={t(MEAL_CELL_NAMES[meal])}
                    onEdit={set}
                  />
                ))}
              </div>
            ))}
          </fieldset>

          {messImage ? (
            <div className="space-y-1.5">
              <label htmlFor={`${idPrefix}-mess-image`} className="block text-sm font-medium">
                {t('mess.image')}
              </label>
              {currentImageUrl ? (
                <img
                  src={currentImageUrl}
                  alt={t('mess.currentImage')}
                  className="h-24 w-36 rounded-lg object-cover"
                  onError={(event) => {
                    event.currentTarget.hidden = true;
                  }}
                />
              ) : null}
              <input
                id={`${idPrefix}-mess-image`}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={(event) => void messImage.pick(event.target.files?.[0] ?? null)}
                className="block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium dark:file:bg-slate-800"
              />
              {messImage.error ? (
                <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                  {messImage.error}
                </p>
              ) : null}
            </div>
          ) : null}

          <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/50">
            <p className="font-medium">{t('mess.summary')}</p>
            <p className="text-slate-600 dark:text-slate-300">
              {values.mess_monthly_price.trim() &&
              Number.isFinite(Number(values.mess_monthly_price))
                ? t(
                    values.mess_compulsory
                      ? 'mess.summary.compulsoryPriced'
                      : 'mess.summary.optionalPriced',
                    {
                      price: format.rupees(Number(values.mess_monthly_price)),
                      count: format.number(filledMeals),
                    },
                  )
                : t(values.mess_compulsory ? 'mess.summary.compulsory' : 'mess.summary.optional', {
                    count: format.number(filledMeals),
                  })}
            </p>
          </div>
          {isConfirmed ? (
            <p
              role="status"
              className="flex items-center gap-2 text-sm text-green-700 dark:text-green-400"
            >
              <Check aria-hidden="true" className="h-4 w-4" />
              {t('mess.confirmed')}
              <Button variant="ghost" size="sm" onClick={() => onConfirmedChange(false)}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {t('action.edit')}
              </Button>
            </p>
          ) : (
            <Button variant="outline" onClick={() => onConfirmedChange(true)}>
              <Check aria-hidden="true" className="h-4 w-4" />
              {t('mess.confirm')}
            </Button>
          )}
        </>
      ) : null}
    </div>
  );
}

/** One cell of the weekly chart: its meal is a visible label on a phone, read out always. */
function MealInput({
  form,
  idPrefix,
  cell,
  dayName,
  mealName,
  onEdit,
}: {
  form: SchemaForm<HostelFormFields, unknown>;
  idPrefix: string;
  cell: MealKey;
  /** 'Monday', in the page's language. */
  dayName: string;
  /** 'breakfast', in the page's language. */
  mealName: string;
  onEdit: (key: MealKey, value: string) => void;
}) {
  const id = `${idPrefix}-${cell.replaceAll('.', '-')}`;
  return (
    <div>
      <label htmlFor={id} className="text-xs text-slate-600 sm:sr-only dark:text-slate-400">
        <span className="sr-only">{dayName} </span>
        {mealName}
      </label>
      <Input
        id={id}
        value={form.values[cell]}
        onChange={(event) => onEdit(cell, event.target.value)}
      />
    </div>
  );
}
