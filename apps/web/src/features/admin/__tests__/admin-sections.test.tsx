import type { AuditEntry } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { AdminDashboard } from '../components/admin-dashboard';

/** The admin panel in sections with their own URLs, and its log in sentences (issue 22 item 8). */

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN = { id: '00000000-0000-4000-8000-0000000000a1', full_name: 'Ayesha Khan' };

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: crypto.randomUUID(),
    actor: ADMIN,
    action: 'hostel.approve',
    entity_type: 'hostel',
    entity_id: '00000000-0000-4000-8000-0000000000c1',
    entity_name: 'Al-Noor',
    before: null,
    after: null,
    created_at: '2026-11-24T09:30:00.000Z',
    ...overrides,
  };
}

const emptyPage = (key: string) =>
  jsonResponse({
    success: true,
    data: { [key]: [], total: 0, page: 1, limit: 10, total_pages: 0 },
  });

function stubPanel(audit: AuditEntry[] = []) {
  return stubFetch({
    '/api/admin/overview': () =>
      jsonResponse({
        success: true,
        data: {
          total_users: 7,
          total_hostels: 3,
          pending_hostels: 1,
          approved_hostels: 2,
          pending_owners: 2,
        },
      }),
    '/api/admin/hostels': () => emptyPage('hostels'),
    '/api/admin/owners': () => jsonResponse({ success: true, data: [] }),
    '/api/admin/users': () => emptyPage('users'),
    '/api/admin/audit': () => jsonResponse({ success: true, data: audit }),
    '/api/admin/deliveries': () => emptyPage('deliveries'),
    '/api/contact/messages': () => emptyPage('messages'),
    '/api/contact/stats': () =>
      jsonResponse({
        success: true,
        data: {
          total: 3,
          new: 3,
          in_progress: 0,
          resolved: 0,
          closed: 0,
          by_category: { 'General Query': 3, 'Bug Report': 0, 'Report User': 0 },
        },
      }),
    '/api/admin/analytics': () =>
      jsonResponse({ success: true, data: { page_views: [], top_pages: [], web_vitals: [] } }),
  });
}

describe('Admin panel sections', () => {
  it('should give each section its own URL and mark the current one', async () => {
    stubPanel();
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin/owners' });
    const menu = await screen.findByRole('navigation', { name: 'Admin sections' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin',
      '/admin/hostels',
      '/admin/owners',
      '/admin/areas',
      '/admin/reports',
      '/admin/changes',
      '/admin/users',
      '/admin/messages',
      '/admin/analytics',
    ]);
    expect(within(menu).getByRole('link', { name: /^Owners/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: /^Overview/ })).not.toHaveAttribute(
      'aria-current',
    );
    // What waits is counted beside the section's name.
    expect(
      await within(menu).findByRole('link', { name: 'Owners 2 awaiting approval' }),
    ).toBeInTheDocument();
    // The owners stand on their own, not below the hostel grid.
    expect(await screen.findByRole('heading', { name: 'Pending owners' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /hostels/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact Messages' })).not.toBeInTheDocument();
  });

  it('should switch sections from the menu, changing the URL', async () => {
    stubPanel();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AdminDashboard />, {
      authState: authStates.admin,
      url: '/admin',
    });
    const menu = await screen.findByRole('navigation', { name: 'Admin sections' });
    await user.click(within(menu).getByRole('link', { name: /^Messages/ }));
    expect(router.state.location.pathname).toBe('/admin/messages');
    expect(await screen.findByRole('heading', { name: 'Contact Messages' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /^Messages/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('heading', { name: 'Recent activity' })).not.toBeInTheDocument();
  });

  it('should fold the menu behind a button naming the section, closed again by Escape', async () => {
    stubPanel();
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin/users' });
    const toggle = await screen.findByRole('button', { name: 'Section: Users' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('should write the recent activity in sentences, never raw values', async () => {
    stubPanel([
      entry({
        action: 'contact.status',
        entity_type: 'contact_message',
        entity_name: 'Girls hostels in Multan',
        before: { status: 'new', admin_notes: null },
        after: { status: 'in_progress', admin_notes: null },
      }),
      entry({
        action: 'hostel.reject',
        before: { status: 'pending' },
        after: { status: 'rejected', reason: 'Duplicate of your other listing' },
      }),
      entry({
        action: 'owner.approve',
        entity_type: 'user',
        entity_name: 'Saima Qadir',
        before: { owner_approval_status: 'pending' },
        after: { owner_approval_status: 'approved' },
      }),
      entry({
        actor: null,
        action: 'user.role',
        entity_type: 'user',
        entity_name: 'Bilal Ahmed',
        before: { role: 'student' },
        after: { role: 'owner' },
      }),
    ]);
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin' });
    const log = await screen.findByRole('list', { name: 'Recent administrator actions' });
    const lines = within(log)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    expect(lines).toEqual([
      "Admin Ayesha Khan set the contact message 'Girls hostels in Multan' to In Progress",
      "Admin Ayesha Khan rejected the hostel 'Al-Noor': Duplicate of your other listing",
      'Admin Ayesha Khan approved the owner account of Saima Qadir',
      'A deleted administrator changed the role of Bilal Ahmed from student to owner',
    ]);
    expect(log).not.toHaveTextContent(/→|null|in_progress|rejected,/);
  });
});
