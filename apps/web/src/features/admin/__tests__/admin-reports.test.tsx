import type { AdminReport } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportWordsText } from '../../../lib/report-words/i18n';
import { buildAdminReport, buildAdminReportsPage } from '../../../testing/factories';
import {
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { AdminDashboard } from '../components/admin-dashboard';
import { adminText } from '../i18n';

/** The admin panel's reports queue (issue 26). */

beforeAll(async () => {
  await preloadUrdu(adminText, reportWordsText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const emptyPage = (key: string) =>
  jsonResponse({
    success: true,
    data: { [key]: [], total: 0, page: 1, limit: 10, total_pages: 0 },
  });

/**
 * Serves the admin panel with `reports()` as the queue (read at each call, so a test can change
 * what a refetch answers) and `resolve` as PATCH /api/admin/reports/{id}.
 */
function stubQueue(
  reports: () => AdminReport[],
  resolve: Record<string, Parameters<typeof stubFetch>[0][string]> = {},
) {
  return stubFetch({
    '/api/admin/overview': () =>
      jsonResponse({
        success: true,
        data: {
          total_users: 7,
          total_hostels: 3,
          pending_hostels: 0,
          approved_hostels: 3,
          pending_owners: 0,
        },
      }),
    '/api/admin/reports': () =>
      jsonResponse({ success: true, data: buildAdminReportsPage(reports()) }),
    '/api/admin/audit': () => jsonResponse({ success: true, data: [] }),
    '/api/admin/deliveries': () => emptyPage('deliveries'),
    '/api/contact/stats': () =>
      jsonResponse({
        success: true,
        data: {
          total: 0,
          new: 0,
          in_progress: 0,
          resolved: 0,
          closed: 0,
          by_category: { 'General Query': 0, 'Bug Report': 0, 'Report User': 0 },
        },
      }),
    ...resolve,
  });
}

const queueCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchedUrls(fetchMock).filter((url) => url.includes('/api/admin/reports?'));

describe('Admin reports queue', () => {
  it('should list the open reports with what was reported, by whom and why', async () => {
    const report = buildAdminReport({
      reason: 'other',
      details: 'He posted his phone number to sell rooms elsewhere.',
    });
    const fetchMock = stubQueue(() => [report]);
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin/reports' });

    expect(await screen.findByRole('heading', { name: 'Open reports' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Reports' });
    const card = within(within(list).getByRole('article', { name: 'Review Something else' }));
    expect(card.getByText('Open')).toBeInTheDocument();
    expect(card.getByText('Review of Iqbal Hostel')).toBeInTheDocument();
    expect(card.getByText('5 out of 5 stars')).toBeInTheDocument();
    expect(card.getByText(report.target.excerpt as string)).toHaveAttribute('dir', 'auto');
    expect(card.getByText('Written by Hamza Ali (student)')).toBeInTheDocument();
    expect(card.getByText(report.details as string)).toHaveAttribute('dir', 'auto');
    expect(card.getByText('Reported by Ayesha Khan on 24 Nov 2026')).toBeInTheDocument();
    // A review's actions: dismiss, hide it, suspend its author.
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Dismiss',
      'Hide review',
      'Suspend Hamza Ali',
    ]);
    // The open reports by default, counted beside the section's name.
    expect(queueCalls(fetchMock)[0]).toContain('status=open');
    const menu = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(await within(menu).findByRole('link', { name: 'Reports 1 open' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('should hide a reported review after asking, with a note, and refresh the queue', async () => {
    const report = buildAdminReport();
    let reports = [report];
    const fetchMock = stubQueue(() => reports, {
      [`/api/admin/reports/${report.id}`]: () => {
        reports = [];
        return jsonResponse({
          success: true,
          data: { ...report, status: 'actioned' },
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin/reports' });

    const list = await screen.findByRole('list', { name: 'Reports' });
    await user.click(within(list).getByRole('button', { name: 'Hide review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide this review?' }));
    expect(
      dialog.getByText(
        "The review disappears from the hostel's page and from its rating. The reporter is told.",
      ),
    ).toBeInTheDocument();
    const calls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(calls()).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: /Note/ }), '  Advertising, second time.  ');
    await user.click(dialog.getByRole('button', { name: 'Hide review' }));

    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PATCH');
    expect(fetchedUrls(fetchMock)[index]).toMatch(new RegExp(`/api/admin/reports/${report.id}$`));
    expect(fetchedBody(fetchMock, index)).toEqual({
      action: 'hide_review',
      note: 'Advertising, second time.',
    });
    // The queue is asked again and the report has left it.
    expect(await screen.findByText('No reports here.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Hide this review?' })).not.toBeInTheDocument();
  });

  it('should dismiss without a note, and change nothing when Cancel is pressed', async () => {
    const report = buildAdminReport({
      target_type: 'hostel',
      reason: 'wrong_price',
      target: {
        exists: true,
        hostel: {
          id: '00000000-0000-4000-8000-0000000000c1',
          name: 'Nishat Hostel',
          status: 'approved',
        },
        excerpt: null,
        review_rating: null,
        review_hidden: null,
        person: {
          id: '00000000-0000-4000-8000-0000000000c2',
          full_name: 'Bilal Ahmed',
          role: 'owner',
          suspended: false,
        },
      },
    });
    const fetchMock = stubQueue(() => [report], {
      [`/api/admin/reports/${report.id}`]: () =>
        jsonResponse({ success: true, data: { ...report, status: 'dismissed' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin/reports' });

    const card = within(await screen.findByRole('article', { name: 'Hostel Wrong price' }));
    expect(card.getByText('Owner: Bilal Ahmed')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Send back to review' }));
    const question = within(
      await screen.findByRole('dialog', { name: 'Send Nishat Hostel back to review?' }),
    );
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.click(card.getByRole('button', { name: 'Dismiss' }));
    const dismiss = within(await screen.findByRole('dialog', { name: 'Dismiss this report?' }));
    await user.click(dismiss.getByRole('button', { name: 'Dismiss report' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true),
    );
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PATCH');
    expect(fetchedBody(fetchMock, index)).toEqual({ action: 'dismiss' });
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
  });

  it('should filter by status and kind through the URL', async () => {
    const fetchMock = stubQueue(() => []);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AdminDashboard />, {
      authState: authStates.admin,
      url: '/admin/reports',
    });

    await screen.findByText('No reports here.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'user');
    await waitFor(() => expect(router.state.location.search).toBe('?type=user'));
    await waitFor(() =>
      expect(queueCalls(fetchMock).at(-1)).toMatch(/status=open.*target_type=user/),
    );

    const filters = screen.getByRole('navigation', { name: 'Report status' });
    await user.click(within(filters).getByRole('link', { name: 'All' }));
    expect(await screen.findByRole('heading', { name: 'All reports' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=all&type=user');
    await waitFor(() => expect(queueCalls(fetchMock).at(-1)).not.toContain('status='));
  });

  it('should show the queue in Urdu, the reported words as written', async () => {
    const report = buildAdminReport({ reason: 'spam' });
    stubQueue(() => [report]);
    await renderInUrdu(<AdminDashboard />, { authState: authStates.admin, url: '/admin/reports' });

    expect(await screen.findByRole('heading', { name: 'کھلی رپورٹیں' })).toBeInTheDocument();
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('اسپام یا اشتہار')).toBeInTheDocument();
    expect(card.getByText('تبصرہ')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'تبصرہ چھپائیں' })).toBeInTheDocument();
    expect(card.getByText(report.target.excerpt as string)).toHaveAttribute('dir', 'auto');
  });
});
