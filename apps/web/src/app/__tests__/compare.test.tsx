import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompareHostel } from '../../testing/compare-factories';
import { buildHostelDetail } from '../../testing/hostel-detail-factories';
import { jsonResponse, renderApp } from '../../testing/test-utils';
import { prepareBrowseTests, stubBrowseApi } from './browse-fixtures';

/** Issue 29 end to end in the app: Compare from cards and the dialog, Recently viewed. */

beforeAll(async () => {
  await prepareBrowseTests();
  await import('../routes/compare');
});

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('compare and recently viewed on the browse screen', () => {
  it('should choose hostels from their cards and open them side by side', async () => {
    const hostels = ['Ravi Hostel', 'Canal View Hostel'].map((name) =>
      buildCompareHostel({ name }),
    );
    stubBrowseApi({
      hostels,
      extra: {
        '/api/enhanced-hostels/compare': () => jsonResponse({ success: true, data: { hostels } }),
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels' });

    await user.click(await screen.findByRole('button', { name: 'Compare Ravi Hostel' }));
    await user.click(screen.getByRole('button', { name: 'Compare Canal View Hostel' }));
    const tray = screen.getByRole('region', { name: 'Hostels to compare' });
    expect(within(tray).getByText('2 of 3 hostels chosen')).toBeInTheDocument();

    await user.click(within(tray).getByRole('link', { name: 'Compare' }));

    expect(await screen.findByRole('heading', { name: 'Compare hostels', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/compare');
    const table = await screen.findByRole('table', { name: 'Hostels compared side by side' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    // No tray on the compare page itself.
    expect(screen.queryByRole('region', { name: 'Hostels to compare' })).not.toBeInTheDocument();
  }, 15_000);

  it('should close the "compare up to 3" message when the page changes (issue 40 item 10)', async () => {
    const hostels = ['Ravi Hostel', 'Canal View Hostel', 'Iqbal Hostel', 'Shalimar Hostel'].map(
      (name) => buildCompareHostel({ name }),
    );
    stubBrowseApi({
      hostels,
      extra: {
        '/api/enhanced-hostels/compare': () =>
          jsonResponse({ success: true, data: { hostels: hostels.slice(0, 3) } }),
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels' });

    for (const name of ['Ravi Hostel', 'Canal View Hostel', 'Iqbal Hostel', 'Shalimar Hostel']) {
      await user.click(await screen.findByRole('button', { name: `Compare ${name}` }));
    }
    const full = 'You can compare up to 3 hostels. Remove one to add another.';
    expect(await screen.findByText(full)).toBeInTheDocument();

    const tray = screen.getByRole('region', { name: 'Hostels to compare' });
    await user.click(within(tray).getByRole('link', { name: 'Compare' }));
    expect(await screen.findByRole('heading', { name: 'Compare hostels', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/compare');
    // Gone with the page it was about, not lying over the next page's menu.
    await waitFor(() => expect(screen.queryByText(full)).not.toBeInTheDocument());
  }, 15_000);

  it('should offer Compare in the dialog and remember the hostel as recently viewed', async () => {
    const hostel = buildHostelDetail({ name: 'Shalimar Hostel' });
    stubBrowseApi({
      hostels: [hostel],
      extra: {
        [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/hostels' });
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'Shalimar Hostel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shalimar Hostel' });
    const toggle = await within(dialog).findByRole('button', { name: 'Compare Shalimar Hostel' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Close hostel details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const recent = (await screen.findByRole('heading', { name: 'Recently viewed' })).closest(
      'section',
    );
    expect(within(recent!).getByRole('link', { name: /Shalimar Hostel/ })).toHaveAttribute(
      'href',
      `/hostels/${hostel.id}`,
    );
    // The card's own toggle shows the dialog's choice.
    expect(screen.getByRole('button', { name: 'Compare Shalimar Hostel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }, 15_000);
});
