import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHostelDetail } from '../../testing/hostel-detail-factories';
import { jsonResponse, renderApp } from '../../testing/test-utils';
import { stubBrowseApi, prepareBrowseTests } from './browse-fixtures';

beforeAll(prepareBrowseTests);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/hostels/:id with the real detail dialog', () => {
  it('should open the hostel from its card and close back to the same list', async () => {
    const hostel = buildHostelDetail({ name: 'Ravi Boys Hostel' });
    stubBrowseApi({
      hostels: [hostel],
      extra: {
        [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?search=ravi' });

    await user.click(await screen.findByRole('link', { name: 'Ravi Boys Hostel' }));

    expect(await screen.findByRole('dialog', { name: 'Ravi Boys Hostel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/hostels/${hostel.id}`);
    expect(router.state.location.search).toBe('?search=ravi');

    await user.click(screen.getByRole('button', { name: 'Close hostel details' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/hostels'));
    expect(router.state.location.search).toBe('?search=ravi');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000); // the real dialog pulls in the whole detail feature on first open
});
