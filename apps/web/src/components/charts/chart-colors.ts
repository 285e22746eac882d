import { useTheme } from '../../lib/theme';

/** The colours a chart draws with, for one theme. */
export interface ChartColors {
  /** One colour per series, in order: teal (the app's accent), amber, indigo, pink. */
  series: readonly [string, string, string, string];
  grid: string;
  axis: string;
  tooltipBackground: string;
  tooltipBorder: string;
  text: string;
}

// Tailwind's palette, the same shades the app's own classes use in each theme (teal-600 on
// white, teal-400 on slate-950; slate-200/700 lines; slate-500/400 secondary text).
const LIGHT: ChartColors = {
  series: ['#0d9488', '#d97706', '#4f46e5', '#db2777'],
  grid: '#e2e8f0',
  axis: '#64748b',
  tooltipBackground: '#ffffff',
  tooltipBorder: '#e2e8f0',
  text: '#0f172a',
};
const DARK: ChartColors = {
  series: ['#2dd4bf', '#fbbf24', '#818cf8', '#f472b6'],
  grid: '#334155',
  axis: '#94a3b8',
  tooltipBackground: '#0f172a',
  tooltipBorder: '#334155',
  text: '#f1f5f9',
};

/** The chart colours of the app's current theme (light or dark), issue 30. */
export function useChartColors(): ChartColors {
  return useTheme().theme === 'dark' ? DARK : LIGHT;
}
