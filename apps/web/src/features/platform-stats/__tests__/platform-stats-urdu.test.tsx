import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/test-utils';
import { renderInUrdu } from '../../../testing/urdu';
import { PlatformStatsFigures } from '../components/platform-stats';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the platform figures in Urdu (issue 24)', () => {
  it('should label the figures in Urdu, with Western digits and grouping', async () => {
    stubFetch({
      '/api/stats': () =>
        jsonResponse({ success: true, data: { hostels: 1250, cities: 12, students: 34000 } }),
    });
    await renderInUrdu(<PlatformStatsFigures />);

    expect(await screen.findByText('1,250', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('تصدیق شدہ ہاسٹل')).toBeInTheDocument();
    expect(screen.getByText('شہر')).toBeInTheDocument();
    expect(screen.getByText('طلبہ')).toBeInTheDocument();
    expect(screen.getByText('34,000')).toBeInTheDocument();
  });
});
