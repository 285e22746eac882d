import { isAppPath, type AnalyticsEvent } from '@hostelhub/shared';
import type { Metric } from 'web-vitals';
import { env } from '../config/env';

/** Events wait at most 10 s, or until 20 are queued, or until the tab is hidden. */
const FLUSH_MS = 10_000;
const FLUSH_AT = 20;
const SESSION_KEY = 'hostelhub-analytics-session';

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let started = false;

/** A random id for this tab (never tied to the account). */
function sessionId(): string {
  try {
    const saved = window.sessionStorage.getItem(SESSION_KEY);
    if (saved) return saved;
    const created = crypto.randomUUID();
    window.sessionStorage.setItem(SESSION_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}

/** Sends what is queued: sendBeacon survives the page closing; fetch with keepalive otherwise. */
function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (queue.length === 0) return;
  const body = JSON.stringify({ session_id: sessionId(), events: queue.splice(0, 50) });
  const url = `${env.API_URL}/api/analytics/events`;
  const blob = new Blob([body], { type: 'application/json' });
  if (!(typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob))) {
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  }
  if (queue.length > 0) flush();
}

/**
 * Queues one event (issue 10: first-party analytics, no third-party tag). An event on a path
 * that is not a page of the app (`/hostels/`, a mistyped link about to redirect home) is
 * dropped: the API refuses a batch holding one (issue 21 item 14).
 */
export function track(event: AnalyticsEvent): void {
  if (!started || !isAppPath(event.path)) return;
  queue.push(event);
  if (queue.length >= FLUSH_AT) flush();
  else timer ??= setTimeout(flush, FLUSH_MS);
}

/** The current page's path, without query or fragment (they may hold personal data). */
function currentPath(): string {
  return window.location.pathname.slice(0, 300) || '/';
}

function reportVital(metric: Metric): void {
  track({
    type: 'web_vital',
    path: currentPath(),
    metric: metric.name,
    value: Math.max(0, Math.min(600_000, metric.value)),
  });
}

/**
 * Starts analytics once: web vitals (LCP, INP, CLS, FCP, TTFB) through the web-vitals library
 * and a flush whenever the tab is hidden. Page views and scroll depth come from
 * `trackPageView` and `watchScrollDepth`.
 */
export function startAnalytics(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Loaded on its own, off the first paint's path: its observers read the buffered entries,
  // so the page's first paint and largest paint are still reported.
  const flushWhenHidden = () =>
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      onLCP(reportVital);
      onINP(reportVital);
      onCLS(reportVital);
      onFCP(reportVital);
      onTTFB(reportVital);
    })
    // Analytics never disturb the page: without the library, page views still go.
    .catch(() => undefined)
    // After the library's own listeners, so the vitals it reports as the tab hides are queued
    // before the queue is sent.
    .finally(flushWhenHidden);
}

export function trackPageView(path: string): void {
  track({ type: 'page_view', path: path.slice(0, 300) || '/' });
}

/** Reports 25, 50, 75 and 100 % scroll depth on this page, each once; returns a stop function. */
export function watchScrollDepth(path: string): () => void {
  const reached = new Set<number>();
  const onScroll = () => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    const percent = scrollable <= 0 ? 100 : (window.scrollY / scrollable) * 100;
    for (const step of [25, 50, 75, 100] as const) {
      if (percent >= step && !reached.has(step)) {
        reached.add(step);
        track({ type: 'scroll_depth', path, value: step });
      }
    }
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}
