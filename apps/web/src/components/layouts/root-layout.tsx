import { Suspense, type ReactNode } from 'react';
import { ScrollRestoration } from 'react-router';
import { ReplayEarlyClick } from '../../lib/early-click';
import { useT } from '../../lib/i18n';
import { componentsText } from '../i18n';
import { OfflineBanner } from '../offline/offline-banner';
import { OfflineOutlet } from '../offline/offline-outlet';
import { SessionRedirect } from '../route-guards';
import { LoadingScreen } from '../ui/spinner';
import { AnalyticsTracker } from './analytics-tracker';
import { Footer } from './footer';
import { Navbar } from './navbar';

export interface RootLayoutProps {
  /** Buttons at the start of the navigation bar's actions, for signed-in users (Messages). */
  navActions?: ReactNode;
  /** App-wide dialogs mounted once, after the footer (the chat dialog). */
  overlays?: ReactNode;
}

/**
 * Navigation bar, the page, footer. Route modules load lazily inside the Suspense boundary.
 * `app/router` plugs in what comes from features (STYLE convention 2).
 */
export function RootLayout({ navActions, overlays }: RootLayoutProps) {
  const t = useT(componentsText);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-teal-700 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:start-2 focus:top-2"
      >
        {t('skipToContent')}
      </a>
      <SessionRedirect />
      <AnalyticsTracker />
      <Navbar actions={navActions} />
      <OfflineBanner />
      {/* At least a screen tall: the footer starts below the fold, so pages and data arriving
          after first paint never push it around on screen (layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Suspense fallback={<LoadingScreen />}>
          <OfflineOutlet />
          <ReplayEarlyClick />
        </Suspense>
      </main>
      <Footer />
      {overlays}
      <ScrollRestoration />
    </div>
  );
}
