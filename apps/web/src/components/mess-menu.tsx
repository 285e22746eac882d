import { formatRupees, MEAL_DAYS, MEALS, type HostelMessInfo } from '@hostelhub/shared';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Mess facility, read-only: price, timings and the weekly menu (part 2 section 3 'Mess info'); the students' hostel view and the owner's Mess Details show it. */
export function MessMenu({ mess }: { mess: HostelMessInfo }) {
  const days = MEAL_DAYS.filter((day) => mess.weekly_meals[day]);
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Monthly price</dt>
          <dd className="font-medium">
            {mess.monthly_price === null
              ? 'Ask the hostel'
              : `${formatRupees(mess.monthly_price)} / month`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Mess</dt>
          <dd className="font-medium">{mess.is_compulsory ? 'Compulsory' : 'Optional'}</dd>
        </div>
        {MEALS.map((meal) => (
          <div key={meal}>
            <dt className="text-slate-500 dark:text-slate-400">{capitalise(meal)} timing</dt>
            <dd className="font-medium">{mess.meal_timings[meal]}</dd>
          </div>
        ))}
      </dl>
      {mess.mess_description ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{mess.mess_description}</p>
      ) : null}
      {days.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption className="sr-only">Weekly mess menu</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Day
                </th>
                {MEALS.map((meal) => (
                  <th key={meal} scope="col" className="py-2 pr-4 font-semibold">
                    {capitalise(meal)}
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
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {capitalise(day)}
                  </th>
                  {MEALS.map((meal) => (
                    <td key={meal} className="py-2 pr-4 text-slate-700 dark:text-slate-300">
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
