import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { dues, payments, residents } from '../../db/schema/index.ts';

/** One month's figures of the collections summary (rupees; occupancy 0..1). */
export interface MonthFigures {
  month: string;
  due: number;
  collected: number;
  outstanding: number;
  occupancy: number;
}

/**
 * The month-at-a-glance reads (issue 45 item 5): dues, money collected and occupancy per month,
 * and the payments of a range for the CSV. Reads only.
 */
export function collectionQueries(db: Executor) {
  return {
    /**
     * Per month from `from` to `to` (1sts): the dues' totals and balances today, payments with
     * `paid_on` in it less reversals recorded in it, and occupancy: residents in the hostel on
     * each day (moved in, not gone) over its beds now, averaged over the days up to `today`.
     */
    async monthFigures(
      hostelId: string,
      from: string,
      to: string,
      today: string,
    ): Promise<MonthFigures[]> {
      const owed = rowsOf<{ month: string; due: number; outstanding: number }>(
        await db.execute(sql`
          select to_char(${dues.month}, 'YYYY-MM-DD') as month,
            sum(greatest(0, ${dues.baseAmount} + ${dues.chargesNet}))::int as due,
            sum(greatest(0, greatest(0, ${dues.baseAmount} + ${dues.chargesNet})
              - ${dues.paid} - ${dues.creditApplied}))::int as outstanding
          from ${dues}
          where ${dues.hostelId} = ${hostelId} and ${dues.month} between ${from} and ${to}
          group by 1`),
      );
      const collected = rowsOf<{ month: string; collected: number }>(
        await db.execute(sql`
          select to_char(date_trunc('month', ${payments.paidOn}), 'YYYY-MM-DD') as month,
            sum(case when ${payments.kind} = 'reversal' then -${payments.amount}
              else ${payments.amount} end)::int as collected
          from ${payments}
          where ${payments.hostelId} = ${hostelId}
            and ${payments.paidOn} >= ${from}::date
            and ${payments.paidOn} < (${to}::date + interval '1 month')
          group by 1`),
      );
      const occupancy = rowsOf<{ month: string; occupancy: number }>(
        await db.execute(sql`
          with days as (
            select d::date as day from generate_series(${from}::date,
              least(${today}::date, (${to}::date + interval '1 month' - interval '1 day')::date),
              interval '1 day') as d
          ), bed_count as (
            select count(*)::float as n from beds where hostel_id = ${hostelId}
          )
          select to_char(date_trunc('month', days.day), 'YYYY-MM-DD') as month,
            coalesce(avg(least(1, (
              select count(*) from residents r
              where r.hostel_id = ${hostelId} and r.move_in_date <= days.day
                and (r.moved_out_on is null or r.moved_out_on > days.day)
                and (r.leaving_date is null or r.leaving_date > days.day)
            ) / nullif((select n from bed_count), 0))), 0)::float as occupancy
          from days group by 1`),
      );
      const byMonth = new Map<string, MonthFigures>();
      const figure = (month: string) => {
        const found = byMonth.get(month) ?? {
          month,
          due: 0,
          collected: 0,
          outstanding: 0,
          occupancy: 0,
        };
        byMonth.set(month, found);
        return found;
      };
      for (const row of owed) {
        Object.assign(figure(row.month), { due: row.due, outstanding: row.outstanding });
      }
      for (const row of collected) figure(row.month).collected = row.collected;
      for (const row of occupancy) figure(row.month).occupancy = Number(row.occupancy);
      return [...byMonth.values()];
    },

    /**
     * The hostel's payments and reversals with `paid_on` from `from` to `last`, oldest first,
     * with the resident's name and the due's month.
     */
    async paymentsBetween(hostelId: string, from: string, last: string) {
      return db
        .select({
          payment: payments,
          fullName: residents.fullName,
          month: dues.month,
          receivedByName: sql<
            string | null
          >`(select u.full_name from users u where u.id = ${payments.receivedBy})`,
        })
        .from(payments)
        .innerJoin(residents, eq(residents.id, payments.residentId))
        .innerJoin(dues, eq(dues.id, payments.dueId))
        .where(
          and(
            eq(payments.hostelId, hostelId),
            gte(payments.paidOn, from),
            lte(payments.paidOn, last),
          ),
        )
        .orderBy(asc(payments.paidOn), asc(payments.createdAt));
    },
  };
}
