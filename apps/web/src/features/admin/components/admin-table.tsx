import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A column of an `AdminTable`: its header and how a row fills its cell. */
export interface AdminColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of this column's cells, e.g. 'whitespace-nowrap' for dates. */
  className?: string;
}

/**
 * The admin panel's table (Recent Users, Contact Messages; issue 23: one admin table): a
 * bordered, horizontally scrolling table with a header row and one row per item.
 * `className` sets the table's least width ('min-w-[36rem]') so narrow screens scroll it.
 */
export function AdminTable<Row>({
  columns,
  rows,
  rowKey,
  className,
}: {
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  className?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className={clsx('w-full text-start text-sm', className)}>
        <thead className="bg-slate-50 text-slate-600 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column.header} className="px-4 py-2 font-medium">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={clsx('px-4 py-2', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const ROW_TONES = {
  /** A card per row: owners and areas awaiting review. */
  card: 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900',
  /** A slim bordered row: undelivered email and SMS, the activity log. */
  compact: 'rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800',
} as const;

/**
 * The admin panel's list of rows (owners and areas awaiting review, undelivered email and SMS,
 * recent activity): a list named `label` (ordered with `ordered`), one bordered item per row,
 * its content laid out by `rowClassName`.
 */
export function AdminRowList<Row>({
  label,
  rows,
  rowKey,
  renderRow,
  variant = 'card',
  ordered = false,
  className,
  rowClassName,
}: {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  variant?: keyof typeof ROW_TONES;
  ordered?: boolean;
  className?: string;
  rowClassName?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List aria-label={label} className={clsx('space-y-2', className)}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={clsx(ROW_TONES[variant], rowClassName)}>
          {renderRow(row)}
        </li>
      ))}
    </List>
  );
}
