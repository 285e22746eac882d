import { formatRupees, MEAL_DAYS, MEALS, type HostelMessInfo } from '@hostelhub/shared';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The read-only mess card (part 2 section 2 'Mess information'): availability, compulsory,
 * monthly price, description, meal timings and the weekly chart.
 */
export function MessInfoCard({ mess }: { mess: HostelMessInfo }) {
  const hasMenu = MEAL_DAYS.some((day) =>
    MEALS.some((meal) => mess.weekly_meals[day]?.[meal]?.trim()),
  );
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Mess</dt>
          <dd className="font-medium">{mess.is_compulsory ? 'Compulsory' : 'Optional'}</dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Monthly price</dt>
          <dd className="font-medium">
            {mess.monthly_price === null ? '—' : `${formatRupees(mess.monthly_price)} / month`}
          </dd>
        </div>
        {MEALS.map((meal) => (
          <div key={meal}>
            <dt className="text-slate-500 dark:text-slate-400">{capitalise(meal)}</dt>
            <dd className="font-medium">{mess.meal_timings[meal]}</dd>
          </div>
        ))}
      </dl>
      {mess.mess_description ? <p>{mess.mess_description}</p> : null}
      {hasMenu ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left">
            <caption className="sr-only">Weekly menu</caption>
            <thead>
              <tr className="text-slate-500 dark:text-slate-400">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Day
                </th>
                {MEALS.map((meal) => (
                  <th key={meal} scope="col" className="py-1 pr-3 font-medium">
                    {capitalise(meal)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {MEAL_DAYS.map((day) => (
                <tr key={day} className="border-t border-slate-200 dark:border-slate-800">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {capitalise(day)}
                  </th>
                  {MEALS.map((meal) => (
                    <td key={meal} className="py-1 pr-3">
                      {mess.weekly_meals[day]?.[meal] || '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
