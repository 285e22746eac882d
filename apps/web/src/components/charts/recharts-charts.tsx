/**
 * The charts themselves, drawn with recharts (issue 30). Only ./charts.tsx imports this file,
 * through React.lazy: recharts is a chunk of its own that only the screens with a chart load.
 */
import {
  Area,
  AreaChart,
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartColors } from './chart-colors';

/** One series of a chart: the data key it draws and the name its tooltip shows. */
export interface ChartSeries {
  key: string;
  label: string;
}

/** One row of a chart's data: its category (a day, a page) under `xKey`, numbers under series keys. */
export type ChartDatum = Record<string, string | number | null>;

interface DrawnChartProps {
  width: number;
  height: number;
  colors: ChartColors;
  /** Right to left (Urdu): the category axis runs from the right, the value axis on the right. */
  rtl: boolean;
}

export interface TimeSeriesChartProps {
  data: ChartDatum[];
  /** The key of each row's day (YYYY-MM-DD). */
  xKey: string;
  series: ChartSeries[];
  /** Areas (views over time), or bars stacked per day (contacts). */
  kind: 'area' | 'stacked-bar';
  formatX: (day: string) => string;
  formatTooltipLabel: (day: string) => string;
  formatValue: (value: number) => string;
  /** The value axis' labels when they need a shorter form than the tooltip's (`120K`). */
  formatTick?: ((value: number) => string) | undefined;
}

const MARGIN = { top: 8, right: 8, bottom: 0, left: 8 };
// The chart is a picture of numbers the screen also gives as text (charts.tsx hides it from
// assistive technology): recharts' keyboard layer would put a focusable element inside it.
const QUIET = { accessibilityLayer: false } as const;

function tooltipStyle(colors: ChartColors, rtl: boolean) {
  return {
    contentStyle: {
      background: colors.tooltipBackground,
      border: `1px solid ${colors.tooltipBorder}`,
      borderRadius: 8,
      color: colors.text,
      direction: rtl ? ('rtl' as const) : ('ltr' as const),
      textAlign: rtl ? ('right' as const) : ('left' as const),
      fontSize: 13,
    },
    labelStyle: { color: colors.text, fontWeight: 600 },
  };
}

/** Days along the bottom, values up the side: areas or stacked bars, one per series. */
export function TimeSeriesChart({
  data,
  xKey,
  series,
  kind,
  formatX,
  formatTooltipLabel,
  formatValue,
  formatTick = formatValue,
  width,
  height,
  colors,
  rtl,
}: TimeSeriesChartProps & DrawnChartProps) {
  const axes = (
    <>
      <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey={xKey}
        reversed={rtl}
        tickFormatter={(value: string) => formatX(value)}
        tick={{ fill: colors.axis, fontSize: 12 }}
        stroke={colors.grid}
        minTickGap={16}
        tickMargin={6}
      />
      <YAxis
        orientation={rtl ? 'right' : 'left'}
        allowDecimals={false}
        tickFormatter={(value: number) => formatTick(value)}
        tick={{ fill: colors.axis, fontSize: 12 }}
        stroke={colors.grid}
        width={40}
      />
      <Tooltip
        {...tooltipStyle(colors, rtl)}
        labelFormatter={(label) => (typeof label === 'string' ? formatTooltipLabel(label) : '')}
        formatter={(value, name) => [formatValue(Number(value)), name]}
        cursor={{ fill: colors.grid, fillOpacity: 0.4, stroke: colors.grid }}
      />
    </>
  );
  if (kind === 'stacked-bar') {
    return (
      <RechartsBarChart width={width} height={height} data={data} margin={MARGIN} {...QUIET}>
        {axes}
        {series.map((item, index) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            stackId="total"
            fill={colors.series[index % colors.series.length]}
            isAnimationActive={false}
          />
        ))}
      </RechartsBarChart>
    );
  }
  return (
    <AreaChart width={width} height={height} data={data} margin={MARGIN} {...QUIET}>
      {axes}
      {series.map((item, index) => {
        const color = colors.series[index % colors.series.length];
        return (
          <Area
            key={item.key}
            type="monotone"
            dataKey={item.key}
            name={item.label}
            stroke={color}
            strokeWidth={2}
            fill={color}
            fillOpacity={index === 0 ? 0.18 : 0.08}
            dot={false}
            isAnimationActive={false}
          />
        );
      })}
    </AreaChart>
  );
}

export interface BarChartProps {
  data: ChartDatum[];
  /** The key of each row's category label (a page path, "Your lowest price"). */
  labelKey: string;
  series: ChartSeries[];
  formatValue: (value: number) => string;
  /** Room for the category labels, in pixels. */
  labelWidth?: number;
  /** Each bar's colour by its row, instead of its series' (a value over a limit). */
  colorOf?: (datum: ChartDatum, seriesIndex: number) => string | undefined;
}

/** Categories down the side, a horizontal bar per series for each. */
export function BarChart({
  data,
  labelKey,
  series,
  formatValue,
  labelWidth = 120,
  colorOf,
  width,
  height,
  colors,
  rtl,
}: BarChartProps & DrawnChartProps) {
  const maxLabel = Math.max(8, Math.floor(labelWidth / 7));
  return (
    <RechartsBarChart
      layout="vertical"
      width={width}
      height={height}
      data={data}
      margin={MARGIN}
      barCategoryGap="20%"
      {...QUIET}
    >
      <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" horizontal={false} />
      <XAxis
        type="number"
        reversed={rtl}
        tickFormatter={(value: number) => formatValue(value)}
        tick={{ fill: colors.axis, fontSize: 12 }}
        stroke={colors.grid}
        minTickGap={24}
      />
      <YAxis
        type="category"
        dataKey={labelKey}
        orientation={rtl ? 'right' : 'left'}
        width={labelWidth}
        tick={{ fill: colors.axis, fontSize: 12 }}
        tickFormatter={(value: string) =>
          value.length > maxLabel ? `${value.slice(0, maxLabel - 1)}…` : value
        }
        stroke={colors.grid}
      />
      <Tooltip
        {...tooltipStyle(colors, rtl)}
        formatter={(value, name) => [formatValue(Number(value)), name]}
        cursor={{ fill: colors.grid, fillOpacity: 0.4 }}
      />
      {series.map((item, index) => (
        <Bar
          key={item.key}
          dataKey={item.key}
          name={item.label}
          fill={colors.series[index % colors.series.length]}
          radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]}
          isAnimationActive={false}
        >
          {colorOf
            ? data.map((datum, row) => (
                <Cell
                  key={row}
                  fill={colorOf(datum, index) ?? colors.series[index % colors.series.length]}
                />
              ))
            : null}
        </Bar>
      ))}
    </RechartsBarChart>
  );
}

export interface SparklineProps {
  values: number[];
}

/** A small line without axes: the shape of a series at a glance (a row of a table). */
export function Sparkline({
  values,
  width,
  height,
  colors,
  rtl,
}: SparklineProps & DrawnChartProps) {
  const data = values.map((value, index) => ({ index, value }));
  return (
    <LineChart
      width={width}
      height={height}
      data={data}
      margin={{ top: 2, right: 2, bottom: 2, left: 2 }}
      {...QUIET}
    >
      <XAxis dataKey="index" hide reversed={rtl} />
      <YAxis hide domain={[0, 'dataMax']} />
      <Line
        type="monotone"
        dataKey="value"
        stroke={colors.series[0]}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
