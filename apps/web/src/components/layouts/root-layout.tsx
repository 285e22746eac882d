import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SessionRedirect } from '../../lib/auth';
import { LoadingScreen } from '../ui/spinner';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Navigation bar, the page, footer. Route modules load lazily inside the Suspense boundary. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-teal-700 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SessionRedirect />
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
