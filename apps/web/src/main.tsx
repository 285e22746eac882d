// First: zod must be jitless before any schema parses (the CSP forbids eval).
import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = createRoot(container);
// In a transition React renders the app in slices of a few milliseconds instead of one task:
// on a slow phone that task blocked input for 300 ms or more (Lighthouse's total blocking time,
// issue 11). Tests wait for the page's content, not for the load event.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
