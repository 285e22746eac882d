import { VISITING_WINDOWS_MAX, WEEKDAYS } from '@hostelhub/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Field } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
import type { BoundSchemaForm } from '../../../hooks/use-schema-form';
import { useSharedText, useT } from '../../../lib/i18n';
import { listingsText } from '../i18n';
import {
  newWindowRow,
  windowProblem,
  type BookingSettingsFields,
  type VisitingWindowRow,
} from '../utils/visiting-hours';

export interface VisitingHoursEditorProps {
  form: BoundSchemaForm<BookingSettingsFields, unknown>;
  idPrefix: string;
}

/**
 * The visiting-hours part of "Visits & reservations" (issue 27): rows of a day and a time
 * range, Pakistan time, several per day allowed, at most VISITING_WINDOWS_MAX. The shared
 * window schema checks each row; its message shows under the control it names.
 */
export function VisitingHoursEditor({ form, idPrefix }: VisitingHoursEditorProps) {
  const t = useT(listingsText);
  const shared = useSharedText();
  const rows = form.values.visiting_hours;
  const listError = form.errors.visiting_hours;
  // Checked on every render: the first wrong control must carry the field's name before a
  // submit looks for it; messages show only once the form has been checked.
  const problems = rows.map(windowProblem);
  const firstProblem = problems.findIndex((problem) => problem !== null);
  const isFull = rows.length >= VISITING_WINDOWS_MAX;
  const hintId = `${idPrefix}-hours-hint`;
  const addId = `${idPrefix}-hours-add`;
  const controlId = (row: VisitingWindowRow, field: string) =>
    `${idPrefix}-window-${row.key}-${field}`;

  // Keyboard users land on the row they added, or on Add after removing one.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const update = (index: number, patch: Partial<VisitingWindowRow>) =>
    form.setValue(
      'visiting_hours',
      rows.map((row, other) => (other === index ? { ...row, ...patch } : row)),
    );
  const add = () => {
    const row = newWindowRow(rows.at(-1));
    focusNext.current = controlId(row, 'day');
    form.setValue('visiting_hours', [...rows, row]);
  };
  const remove = (index: number) => {
    focusNext.current = addId;
    form.setValue(
      'visiting_hours',
      rows.filter((_, other) => other !== index),
    );
  };

  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('booking.hours')}
      </legend>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        {t('booking.hoursHint')}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('booking.noHours')}
        </p>
      ) : (
        <ol className="space-y-3" aria-label={t('booking.hours')}>
          {rows.map((row, index) => {
            const problem = problems[index];
            const number = index + 1;
            // The first wrong control carries the field's name, so a refused save focuses it.
            const nameOf = (field: 'day' | 'from' | 'to') =>
              index === firstProblem && problem?.field === field
                ? 'visiting_hours'
                : `visiting_hours.${index}.${field}`;
            const errorOf = (field: 'day' | 'from' | 'to') =>
              listError && problem?.field === field ? problem.message : undefined;
            return (
              <li key={row.key}>
                <fieldset className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_auto] sm:items-start dark:border-slate-800">
                  <legend className="sr-only">{t('booking.window', { number })}</legend>
                  <div className="col-span-2 sm:col-span-1">
                    <Field
                      id={controlId(row, 'day')}
                      label={t('booking.day')}
                      error={errorOf('day')}
                    >
                      {(props) => (
                        <Select
                          {...props}
                          name={nameOf('day')}
                          value={row.day}
                          onChange={(event) => update(index, { day: event.target.value })}
                        >
                          {WEEKDAYS.map((day) => (
                            <option key={day} value={day}>
                              {t(`day.${day}`)}
                            </option>
                          ))}
                        </Select>
                      )}
                    </Field>
                  </div>
                  {(['from', 'to'] as const).map((field) => (
                    <Field
                      key={field}
                      id={controlId(row, field)}
                      label={field === 'from' ? t('booking.from') : t('booking.to')}
                      error={errorOf(field)}
                    >
                      {(props) => (
                        <Input
                          {...props}
                          type="time"
                          // Clock times read left to right on an Urdu page too.
                          dir="ltr"
                          className="rtl:text-right"
                          name={nameOf(field)}
                          value={row[field]}
                          onChange={(event) => update(index, { [field]: event.target.value })}
                        />
                      )}
                    </Field>
                  ))}
                  <div className="col-span-2 flex justify-end sm:col-span-1 sm:pt-6">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 dark:text-red-400"
                      onClick={() => remove(index)}
                      aria-label={t('booking.removeWindow', { number })}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      {t('booking.remove')}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {listError && firstProblem === -1 ? (
        <p className="text-sm text-red-600 dark:text-red-400">{shared(listError)}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          id={addId}
          variant="outline"
          size="sm"
          onClick={add}
          disabled={isFull}
          aria-describedby={isFull ? `${addId}-full` : undefined}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('booking.addWindow')}
        </Button>
        {isFull ? (
          <p id={`${addId}-full`} className="text-sm text-slate-600 dark:text-slate-400">
            {t('booking.windowsFull', { max: VISITING_WINDOWS_MAX })}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
