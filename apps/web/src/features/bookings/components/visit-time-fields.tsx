import type { VisitingWindow } from '@hostelhub/shared';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { bookingsText } from '../i18n';
import { WEEKDAY_KEYS } from '../utils/labels';
import { bookableDays, dayBounds, weekdayOf, windowsByDay } from '../utils/pakistan-time';
import { useWindowsLine } from './visiting-hours';

/** Quarter hours: the time picker's step (seconds). */
const TIME_STEP_SECONDS = 15 * 60;

/**
 * A visit's day and time, Pakistan time (issue 27): the day from today up to the booking
 * horizon, the time picker bounded by that day's visiting windows, which are named under it.
 * The time input carries `starts_at`, so a refused time's message lands, and focus goes, there.
 */
export function VisitTimeFields({
  idPrefix,
  date,
  time,
  windows,
  error,
  onDateChange,
  onTimeChange,
}: {
  idPrefix: string;
  date: string;
  time: string;
  windows: readonly VisitingWindow[];
  error: string | undefined;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
}) {
  const t = useT(bookingsText);
  const line = useWindowsLine();
  const days = bookableDays();
  const day = weekdayOf(date);
  const bounds = dayBounds(windows, day);
  let hint = t('time.chooseDay');
  if (day) {
    hint = bounds
      ? t('time.dayHours', {
          day: t(WEEKDAY_KEYS[day]),
          hours: line(windowsByDay(windows).find((entry) => entry.day === day)?.windows ?? []),
        })
      : t('time.dayClosed', { day: t(WEEKDAY_KEYS[day]) });
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${idPrefix}-date`} label={t('time.date')} required>
        {(props) => (
          <Input
            {...props}
            type="date"
            name="date"
            min={days.min}
            max={days.max}
            value={date}
            onChange={(event) => onDateChange(event.target.value)}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-time`} label={t('time.time')} hint={hint} error={error} required>
        {(props) => (
          <Input
            {...props}
            type="time"
            name="starts_at"
            step={TIME_STEP_SECONDS}
            min={bounds?.min}
            max={bounds?.max}
            value={time}
            onChange={(event) => onTimeChange(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
