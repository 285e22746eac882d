import { describe, expect, it } from 'vitest';
import { APP_PATHS, pathPatterns } from '../constants/app-paths.ts';
import { isAppPath } from './app-paths.ts';

const HOSTEL_ID = '0b9c2f4e-6a1d-4c3b-9e8f-1a2b3c4d5e6f';

describe('isAppPath (issue 21 item 14)', () => {
  it('should accept every route of the table, with ids in place of params', () => {
    const paths = pathPatterns(APP_PATHS).map((pattern) =>
      pattern.replace(/:[A-Za-z]+/g, HOSTEL_ID),
    );
    expect(paths).toContain(`/hostels/${HOSTEL_ID}`);
    expect(paths).toContain(`/owner/rooms/${HOSTEL_ID}`);
    for (const path of paths) expect(isAppPath(path), path).toBe(true);
  });

  it('should refuse invented paths, malformed ids and extra segments', () => {
    for (const path of [
      '',
      '/wp-admin',
      '/hostels/',
      '/hostels/not-an-id',
      `/hostels/${HOSTEL_ID}/extra`,
      '/hostels/ali@example.pk',
      '/owner/rooms',
      '/about?ref=x',
      '/ABOUT',
      'about',
    ]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
