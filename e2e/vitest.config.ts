import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Two journey files at a time (the root config's two workers), each with its own browser
    // and server(s): a journey mostly waits on its page and server, so one file at a time left
    // the two cores half idle (the same four files: 142 s one at a time, 83 s two at a time).
    // Files share nothing: each server copies the seeded DATA_DIR and picks a free port, and
    // each PostgreSQL journey makes its own scratch database.
    fileParallelism: true,
    // expect.poll waits up to 10 s (vitest's default is 1 s), as Playwright's own waits do
    // longer still: with two journeys on two cores a page can take more than a second to show
    // what a poll waits for. A poll still returns as soon as its condition holds.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
