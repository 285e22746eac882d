/**
 * Charts people read at a glance (issue 30: owner insights, the admin's analytics), drawn with
 * recharts, which loads with the first chart a screen shows (React.lazy): the browse pages never
 * download it. A chart is a picture of numbers the screen also gives as text or a table, so it
 * is hidden from assistive technology; if its code cannot load (offline), the numbers stay.
 * Colours follow the theme, and in Urdu the axes run right to left.
 */
import clsx from 'clsx';
import {
  Component,
  lazy,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useLanguage } from '../../lib/i18n';
import { Skeleton } from '../ui/skeleton';
import { useChartColors } from './chart-colors';
import type { BarChartProps, SparklineProps, TimeSeriesChartProps } from './recharts-charts';

export type { ChartDatum, ChartSeries } from './recharts-charts';

const loadCharts = () => import('./recharts-charts');
const LazyTimeSeries = lazy(() => loadCharts().then((m) => ({ default: m.TimeSeriesChart })));
const LazyBar = lazy(() => loadCharts().then((m) => ({ default: m.BarChart })));
const LazySparkline = lazy(() => loadCharts().then((m) => ({ default: m.Sparkline })));

/** Keeps a chart's failure (its code did not load) to the chart: nothing is drawn instead. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The width of the element, followed as it changes (0 until measured, and in tests). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The frame every chart is drawn in: its height, hidden from assistive technology, a
 * placeholder while recharts loads. Nothing is drawn before the frame has a width.
 */
function ChartFrame({
  height,
  className,
  children,
}: {
  height: number;
  className?: string;
  children: (size: {
    width: number;
    height: number;
    colors: ReturnType<typeof useChartColors>;
    rtl: boolean;
  }) => ReactNode;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const colors = useChartColors();
  const { language } = useLanguage();
  return (
    <div
      ref={ref}
      aria-hidden="true"
      // recharts places its labels for left-to-right text; the mirroring for Urdu is its own
      // (the axes run from the right), and Urdu labels still read right to left inside.
      dir="ltr"
      // Each label takes its own direction from its words (an Urdu room type, a page path).
      className={clsx(
        'w-full min-w-0 overflow-hidden [&_text]:[unicode-bidi:plaintext]',
        className,
      )}
      style={{ height }}
      data-chart=""
    >
      {width > 0 ? (
        <ChartBoundary>
          <Suspense fallback={<Skeleton className="h-full w-full" />}>
            {children({ width, height, colors, rtl: language === 'ur' })}
          </Suspense>
        </ChartBoundary>
      ) : null}
    </div>
  );
}

/** Days along the bottom: areas (views) or stacked bars (contacts), one per series. */
export function TimeSeriesChart({
  height = 220,
  className,
  ...props
}: TimeSeriesChartProps & { height?: number; className?: string }) {
  return (
    <ChartFrame height={height} {...(className ? { className } : {})}>
      {(size) => <LazyTimeSeries {...props} {...size} />}
    </ChartFrame>
  );
}

/** Categories down the side, a horizontal bar per series for each. */
export function BarChart({
  height,
  className,
  ...props
}: BarChartProps & { height?: number; className?: string }) {
  // About 36 px a row per series, and room for the axis.
  const drawn = height ?? Math.max(120, props.data.length * (18 + 18 * props.series.length) + 40);
  return (
    <ChartFrame height={drawn} {...(className ? { className } : {})}>
      {(size) => <LazyBar {...props} {...size} />}
    </ChartFrame>
  );
}

/** A small line without axes (a row of a table). */
export function Sparkline({
  height = 32,
  className,
  ...props
}: SparklineProps & { height?: number; className?: string }) {
  return (
    <ChartFrame height={height} {...(className ? { className } : {})}>
      {(size) => <LazySparkline {...props} {...size} />}
    </ChartFrame>
  );
}

export type TimeSeriesChartComponentProps = ComponentProps<typeof TimeSeriesChart>;
