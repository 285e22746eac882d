import { useChartColors } from '../../../components/charts/chart-colors';

/** One entry of a chart's legend: its series' name and the period's total. */
export interface LegendEntry {
  label: string;
  /** The period's total, when the series has one. */
  total?: string;
}

/**
 * A chart's legend with each series' total beside its colour: the figures a person reads
 * without the chart (issue 30). The colours follow the chart's series order.
 */
export function ChartLegend({ entries }: { entries: LegendEntry[] }) {
  const colors = useChartColors();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      {entries.map((entry, index) => (
        <li key={entry.label} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-2.5 w-2.5 shrink-0 rounded-sm"
            style={{ background: colors.series[index % colors.series.length] }}
          />
          <span>{entry.label}</span>
          {entry.total === undefined ? null : (
            <span className="font-semibold text-slate-900 tabular-nums dark:text-slate-100">
              {entry.total}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
