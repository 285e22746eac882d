import { MEAL_DAYS, MEALS, type HostelMessInfo } from '@hostelhub/shared';
import { useState } from 'react';
import { useFormatters, useT } from '../lib/i18n';
import { componentsText } from './i18n';
import { Ltr } from './ltr';

/**
 * Mess facility, read-only: the mess photo when there is one (issue 22 item 6: uploaded but
 * never shown), price, timings and the weekly menu (part 2 section 3 'Mess info': a card per
 * day on a phone, a table from 640 px, issue 40 item 7); the students' hostel view and the
 * owner's Mess Details show it. `hostelName` names the photo.
 */
export function MessMenu({ mess, hostelName }: { mess: HostelMessInfo; hostelName?: string }) {
  const t = useT(componentsText);
  const { monthlyRupees } = useFormatters();
  const days = MEAL_DAYS.filter((day) => mess.weekly_meals[day]);
  return (
    <div className="space-y-4">
      {mess.image_url ? <MessPhoto src={mess.image_url} hostelName={hostelName} /> : null}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('mess.monthlyPrice')}</dt>
          <dd className="font-medium">
            {mess.monthly_price === null
              ? t('mess.askTheHostel')
              : monthlyRupees(mess.monthly_price)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('mess.mess')}</dt>
          <dd className="font-medium">
            {mess.is_compulsory ? t('mess.compulsory') : t('mess.optional')}
          </dd>
        </div>
        {MEALS.map((meal) => (
          <div key={meal}>
            <dt className="text-slate-500 dark:text-slate-400">
              {t('mess.timing', { meal: t(`meal.${meal}`) })}
            </dt>
            <dd className="font-medium">
              <Ltr>{mess.meal_timings[meal]}</Ltr>
            </dd>
          </div>
        ))}
      </dl>
      {mess.mess_description ? (
        <p dir="auto" className="text-sm text-slate-700 dark:text-slate-300">
          {mess.mess_description}
        </p>
      ) : null}
      {days.length > 0 ? (
        <>
          {/* On a phone the week is one card per day: a table of four columns was wider than
              the screen and cut off its text (issue 40 item 7); the table from 640 px. */}
          <ul aria-label={t('mess.weeklyMenu')} className="grid gap-3 sm:hidden">
            {days.map((day) => (
              <li
                key={day}
                className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
              >
                <p className="font-semibold text-slate-900 dark:text-slate-100">
                  {t(`day.${day}`)}
                </p>
                <dl className="mt-2 space-y-1.5">
                  {MEALS.map((meal) => (
                    <div key={meal} className="flex flex-wrap gap-x-3">
                      <dt className="min-w-24 text-slate-500 dark:text-slate-400">
                        {t(`meal.${meal}`)}
                      </dt>
                      <dd className="min-w-0 flex-1 break-words text-slate-700 dark:text-slate-300">
                        {mess.weekly_meals[day]?.[meal] || '—'}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[32rem] border-collapse text-start text-sm">
              <caption className="sr-only">{t('mess.weeklyMenu')}</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className="py-2 pe-4 font-semibold">
                    {t('mess.day')}
                  </th>
                  {MEALS.map((meal) => (
                    <th key={meal} scope="col" className="py-2 pe-4 font-semibold">
                      {t(`meal.${meal}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr
                    key={day}
                    className="border-b border-slate-100 last:border-0 dark:border-slate-800"
                  >
                    <th scope="row" className="py-2 pe-4 font-medium">
                      {t(`day.${day}`)}
                    </th>
                    {MEALS.map((meal) => (
                      <td key={meal} className="py-2 pe-4 text-slate-700 dark:text-slate-300">
                        {mess.weekly_meals[day]?.[meal] || '—'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}

/**
 * The mess photo, 4:3 at most 20rem wide like the room photo tiles beside it, loaded lazily
 * (it sits below the fold); a photo that fails to load leaves no broken frame.
 */
function MessPhoto({ src, hostelName }: { src: string; hostelName?: string | undefined }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const t = useT(componentsText);
  if (failedSrc === src) return null;
  return (
    <img
      src={src}
      alt={hostelName ? t('mess.photoOf', { name: hostelName }) : t('mess.photo')}
      loading="lazy"
      decoding="async"
      width={320}
      height={240}
      className="aspect-[4/3] h-auto w-full max-w-xs rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
      onError={() => setFailedSrc(src)}
    />
  );
}
