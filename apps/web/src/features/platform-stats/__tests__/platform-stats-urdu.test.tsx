import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
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

    // An awaited, async act: the component suspends until its Urdu catalogue has loaded, and
    // React retries it only inside such an act.
    await act(async () => {
      renderWithProviders(<PlatformStatsFigures />, { language: 'ur' });
      await Promise.resolve();
    });

    expect(await screen.findByText('1,250', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('تصدیق شدہ ہاسٹل')).toBeInTheDocument();
    expect(screen.getByText('شہر')).toBeInTheDocument();
    expect(screen.getByText('طلبہ')).toBeInTheDocument();
    expect(screen.getByText('34,000')).toBeInTheDocument();
  });
});
