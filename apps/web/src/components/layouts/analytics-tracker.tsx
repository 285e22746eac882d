import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startAnalytics, trackPageView, watchScrollDepth } from '../../lib/analytics';

/**
 * Reports a page view and the scroll depth for every page shown (issue 10). Off in tests, so
 * component tests see only the calls they are about.
 */
export function AnalyticsTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (import.meta.env.MODE === 'test') return;
    startAnalytics();
    trackPageView(pathname);
    return watchScrollDepth(pathname);
  }, [pathname]);
  return null;
}
