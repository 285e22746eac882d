import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load their code (and an Urdu page its catalogues) lazily, as in the app; on a busy CI
// machine, with the browser journeys running beside these tests, that can take longer than
// Testing Library's default second. findBy and waitFor wait up to 5 s; a passing test still
// returns as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
