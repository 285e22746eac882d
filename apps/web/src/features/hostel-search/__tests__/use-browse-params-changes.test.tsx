import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFilterSchemas } from '../utils/filter-schemas';
import { useBrowseParams } from '../hooks/use-browse-params';

type Browse = ReturnType<typeof useBrowseParams>;

/** Renders the hook on /hostels and hands out its latest value and the router. */
function renderBrowse() {
  const seen: { current: Browse | null } = { current: null };
  function Probe() {
    seen.current = useBrowseParams();
    return null;
  }
  const router = createMemoryRouter([{ path: '/hostels', element: <Probe /> }], {
    initialEntries: ['/hostels'],
  });
  render(<RouterProvider router={router} />);
  return { seen, router };
}

describe('useBrowseParams changes', () => {
  beforeAll(async () => {
    await loadFilterSchemas();
  });

  it('should keep a city chosen just before a gender, both in one go before a re-render', async () => {
    const { seen, router } = renderBrowse();
    const browse = seen.current;
    if (!browse) throw new Error('not rendered');
    await act(async () => {
      // The same render's actions twice: what a select then a quick click do.
      browse.setFilters({ city: 'Lahore' });
      browse.setFilters({ gender_category: 'female' });
      await Promise.resolve();
    });
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('city')).toBe('Lahore');
    expect(query.get('gender_category')).toBe('female');
  });
});
