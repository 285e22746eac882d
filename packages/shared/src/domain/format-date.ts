const calendarDate = new Intl.DateTimeFormat('en-PK', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateAndTime = new Intl.DateTimeFormat('en-PK', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A day as lists show it, for example '23 Nov 2026' (joined dates, message dates). */
export function formatCalendarDate(time: Date | string): string {
  return calendarDate.format(typeof time === 'string' ? new Date(time) : time);
}

/** A moment as detail views show it, for example '23 Nov 2026, 3:05 pm'. */
export function formatDateTime(time: Date | string): string {
  return dateAndTime.format(typeof time === 'string' ? new Date(time) : time);
}
