import type { HostelChange } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAdminReportsPage } from '../../../testing/factories';
import {
  buildHostelChange,
  buildHostelChangesPage,
} from '../../../testing/hostel-change-factories';
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
import { auditSentence } from '../utils/audit-sentence';

/** The admin panel's changes to approved hostels (issue 26 'Edits after approval are reviewed'). */

beforeAll(async () => {
  await preloadUrdu(adminText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type Handler = Parameters<typeof stubFetch>[0][string];

/**
 * Serves the admin panel with `changes()` as the section's list (read at each call, so a test
 * can change what a refetch answers), and `extra` handlers (the PATCH of a change).
 */
function stubChanges(changes: () => HostelChange[], extra: Record<string, Handler> = {}) {
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
          pending_areas: 0,
          pending_hostel_changes: changes().filter((change) => change.status === 'pending').length,
        },
      }),
    '/api/admin/hostel-changes': () =>
      jsonResponse({ success: true, data: buildHostelChangesPage(changes()) }),
    '/api/admin/reports': () => jsonResponse({ success: true, data: buildAdminReportsPage([]) }),
    '/api/admin/audit': () => jsonResponse({ success: true, data: [] }),
    '/api/admin/deliveries': () =>
      jsonResponse({
        success: true,
        data: { deliveries: [], total: 0, page: 1, limit: 10, total_pages: 0 },
      }),
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
    ...extra,
  });
}

const patchIndex = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PATCH');

describe('the activity log', () => {
  it('should say which hostel changes an administrator decided', () => {
    const decided = {
      id: '00000000-0000-4000-8000-0000000000f9',
      actor: { id: '00000000-0000-4000-8000-0000000000a1', full_name: 'Ayesha' },
      entity_type: 'hostel',
      entity_id: '00000000-0000-4000-8000-0000000000c1',
      entity_name: 'Iqbal Hostel',
      before: null,
      created_at: '2026-11-24T09:30:00.000Z',
    };
    expect(auditSentence({ ...decided, action: 'hostel_change.approve', after: null })).toBe(
      "Admin Ayesha approved the changes to the hostel 'Iqbal Hostel'",
    );
    expect(
      auditSentence({
        ...decided,
        action: 'hostel_change.reject',
        after: { reason: 'The map point is in a park.' },
      }),
    ).toBe(
      "Admin Ayesha rejected the changes to the hostel 'Iqbal Hostel': The map point is in a park.",
    );
  });
});

describe('Admin changes to approved hostels', () => {
  it('should compare what students see with what the owner asks, with the photos', async () => {
    const change = buildHostelChange();
    const fetchMock = stubChanges(() => [change]);
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin/changes' });

    expect(
      await screen.findByRole('heading', { name: 'Changes waiting for review' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Hostel changes' });
    const card = within(within(list).getByRole('article', { name: 'Iqbal Hostel' }));
    expect(card.getByText('Waiting')).toBeInTheDocument();
    expect(
      card.getByText(/^Proposed by Bilal Ahmed \(bilal@example\.pk\) on /),
    ).toBeInTheDocument();

    // Each compared field is a row: its name, the value students see (struck), the new one.
    const table = card.getByRole('table', { name: 'Changes to Iqbal Hostel' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Name')).getByText('Iqbal Hostel').tagName).toBe('DEL');
    expect(within(row('Name')).getByText('Iqbal Hostel Annex').tagName).toBe('INS');
    expect(within(row('Location')).getByText('Johar Town, Lahore')).toBeInTheDocument();
    expect(within(row('Location')).getByText('Gulberg, Lahore')).toBeInTheDocument();
    const points = within(row('Location')).getAllByRole('link');
    expect(points.map((link) => link.textContent)).toEqual([
      'Map point 31.46970, 74.27280',
      'Map point 31.52040, 74.35870',
    ]);
    // The gender category arrives as its value and reads in words.
    expect(within(row('Gender category')).getByText('Male only').tagName).toBe('DEL');
    expect(within(row('Gender category')).getByText('Female only').tagName).toBe('INS');

    const added = within(card.getByRole('region', { name: '1 photo added' }));
    expect(added.getByRole('img', { name: 'New bunk beds' })).toBeInTheDocument();
    expect(added.getByText('Room: Corner Room')).toBeInTheDocument();
    const removed = within(card.getByRole('region', { name: '1 photo removed' }));
    expect(removed.getByRole('img', { name: 'Old gate' })).toBeInTheDocument();
    expect(removed.getByText('Hostel photo')).toBeInTheDocument();

    // The waiting changes by default, counted beside the section's name.
    expect(fetchedUrls(fetchMock).find((url) => url.includes('/hostel-changes?'))).toContain(
      'status=pending',
    );
    const menu = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      await within(menu).findByRole('link', { name: 'Changes 1 awaiting review' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('should approve a change with { action: "approve" } and refresh the list', async () => {
    const change = buildHostelChange();
    let changes = [change];
    const fetchMock = stubChanges(() => changes, {
      [`/api/admin/hostel-changes/${change.id}`]: () => {
        changes = [];
        return jsonResponse({ success: true, data: { ...change, status: 'approved' } });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin/changes' });

    await user.click(
      await screen.findByRole('button', { name: 'Approve changes to Iqbal Hostel' }),
    );
    expect(await screen.findByText('Changes to Iqbal Hostel approved')).toBeInTheDocument();
    const index = patchIndex(fetchMock);
    expect(fetchedUrls(fetchMock)[index]).toMatch(
      new RegExp(`/api/admin/hostel-changes/${change.id}$`),
    );
    expect(fetchedBody(fetchMock, index)).toEqual({ action: 'approve' });
    expect(await screen.findByText('No changes here.')).toBeInTheDocument();
  });

  it('should not reject without a reason, and send the reason the owner is told', async () => {
    const change = buildHostelChange();
    const fetchMock = stubChanges(() => [change], {
      [`/api/admin/hostel-changes/${change.id}`]: () =>
        jsonResponse({
          success: true,
          data: { ...change, status: 'rejected', reason: 'The new photos show another building.' },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin/changes' });

    await user.click(await screen.findByRole('button', { name: 'Reject changes to Iqbal Hostel' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Reject changes to Iqbal Hostel' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Reject changes' }));
    const reason = dialog.getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAccessibleDescription(
      /Please give the owner a reason for rejecting the change/,
    );
    expect(reason).toHaveFocus();
    expect(patchIndex(fetchMock)).toBe(-1);

    await user.type(reason, '  The new photos show another building.  ');
    await user.click(dialog.getByRole('button', { name: 'Reject changes' }));
    expect(await screen.findByText('Changes to Iqbal Hostel rejected')).toBeInTheDocument();
    expect(fetchedBody(fetchMock, patchIndex(fetchMock))).toEqual({
      action: 'reject',
      reason: 'The new photos show another building.',
    });
  });

  it('should show decided changes by status through the URL, with the reason', async () => {
    const rejected = buildHostelChange({
      status: 'rejected',
      reason: 'The map point is in a park.',
      decided_at: '2026-11-25T10:00:00.000Z',
    });
    const fetchMock = stubChanges(() => [rejected]);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AdminDashboard />, {
      authState: authStates.admin,
      url: '/admin/changes',
    });

    const filters = await screen.findByRole('navigation', { name: 'Change status' });
    expect(within(filters).getByRole('link', { name: 'Waiting' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(filters).getByRole('link', { name: 'Rejected' }));
    expect(await screen.findByRole('heading', { name: 'Rejected changes' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=rejected');
    await waitFor(() =>
      expect(
        fetchedUrls(fetchMock)
          .filter((url) => url.includes('/hostel-changes?'))
          .at(-1),
      ).toContain('status=rejected'),
    );
    const card = within(await screen.findByRole('article', { name: 'Iqbal Hostel' }));
    expect(card.getByText(/^Rejected on /)).toBeInTheDocument();
    expect(card.getByText('The map point is in a park.')).toHaveAttribute('dir', 'auto');
    expect(card.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('should list waiting changes on the overview', async () => {
    stubChanges(() => [buildHostelChange(), buildHostelChange()]);
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin' });
    expect(
      await screen.findByRole('link', { name: '2 hostel changes awaiting review' }),
    ).toHaveAttribute('href', '/admin/changes');
  });

  it('should compare a waiting room rent, in English and in Urdu (issue 41 item 8)', async () => {
    const change = buildHostelChange({
      fields: [],
      added_photos: [],
      removed_photos: [],
      room_rents: [
        {
          room_id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
          room_title: 'Corner Room',
          room_type: 'double',
          before: 10_000,
          after: 13_000,
        },
      ],
    });
    stubChanges(() => [change]);
    const view = renderWithProviders(<AdminDashboard />, {
      authState: authStates.admin,
      url: '/admin/changes',
    });
    const table = await screen.findByRole('table', { name: 'Changes to Iqbal Hostel' });
    const row = within(within(table).getByRole('row', { name: /^Rent: Corner Room/ }));
    expect(row.getByText('Rs 10,000 / month').tagName).toBe('DEL');
    expect(row.getByText('Rs 13,000 / month').tagName).toBe('INS');
    view.unmount();

    await renderInUrdu(<AdminDashboard />, { authState: authStates.admin, url: '/admin/changes' });
    const card = within(await screen.findByRole('article'));
    expect(card.getByRole('row', { name: /^کرایہ: \u2068Corner Room\u2069/ })).toBeInTheDocument();
  });

  it('should show the section in Urdu', async () => {
    stubChanges(() => [buildHostelChange()]);
    await renderInUrdu(<AdminDashboard />, { authState: authStates.admin, url: '/admin/changes' });

    expect(
      await screen.findByRole('heading', { name: 'جائزے کی منتظر تبدیلیاں' }),
    ).toBeInTheDocument();
    const card = within(await screen.findByRole('article'));
    expect(card.getByRole('row', { name: /^صنفی زمرہ/ })).toBeInTheDocument();
    expect(card.getByText('صرف لڑکیوں کے لیے')).toBeInTheDocument();
    expect(card.getByText('کمرہ: \u2068Corner Room\u2069')).toBeInTheDocument();
    expect(
      card.getByRole('button', {
        name: '\u2068Iqbal Hostel\u2069 کی تبدیلیوں کو منظور کریں',
      }),
    ).toBeInTheDocument();
    expect(card.getByText('Iqbal Hostel Annex')).toHaveAttribute('dir', 'auto');
  });
});
