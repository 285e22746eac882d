import type { HostelDetail } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHostelDetail } from '../../../testing/hostel-detail-factories';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderAppInUrdu } from '../../../testing/urdu';
import { HostelDetailDialog } from '../components/hostel-detail-dialog';
import { hostelDetailText } from '../i18n';

/** Issue 26: the hostel detail shows every badge the hostel earned, each explaining itself. */

beforeAll(async () => {
  await preloadUrdu(hostelDetailText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const loadLocationMap = () =>
  Promise.resolve({ default: ({ name }: { name: string }) => <p>Map of {name}</p> });

function serve(hostel: HostelDetail) {
  stubFetch({
    [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
  });
}

const dialog = (hostel: HostelDetail, onClose: () => void = () => {}) => (
  <HostelDetailDialog hostelId={hostel.id} onClose={onClose} loadLocationMap={loadLocationMap} />
);

describe('HostelDetailDialog badges', () => {
  it('should show all three earned badges and explain each on focus', async () => {
    const hostel = buildHostelDetail({
      name: 'Badge Hostel',
      badges: ['photos_checked', 'replies_fast', 'reviewed'],
      rating_average: 4.2,
      rating_count: 12,
    });
    serve(hostel);
    const user = userEvent.setup();
    renderWithProviders(dialog(hostel), { url: '/hostels' });

    const view = within(
      await screen.findByRole('dialog', { name: 'Badge Hostel' }, { timeout: 5000 }),
    );
    const list = view.getByRole('list', { name: 'Badges' });
    const chips = within(list).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Photos checked',
      'Replies fast',
      'Reviewed by 12 students',
    ]);

    chips[2]?.focus();
    expect(await view.findByRole('tooltip')).toHaveTextContent(
      '12 students who contacted the owner reviewed this hostel.',
    );
    await user.hover(chips[0] as HTMLElement);
    expect(chips[0]).toHaveAccessibleDescription(
      'An administrator has seen every photo of this hostel.',
    );
  });

  it('should close the explanation on Escape before the dialog', async () => {
    const hostel = buildHostelDetail({ name: 'Escape Hostel', badges: ['photos_checked'] });
    serve(hostel);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(dialog(hostel, onClose), { url: '/hostels' });
    const view = within(
      await screen.findByRole('dialog', { name: 'Escape Hostel' }, { timeout: 5000 }),
    );
    view.getByRole('button', { name: 'Photos checked' }).focus();
    expect(await view.findByRole('tooltip')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(view.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('should show no badges when the hostel earned none', async () => {
    const hostel = buildHostelDetail({ name: 'Plain Hostel', badges: [] });
    serve(hostel);
    renderWithProviders(dialog(hostel), { url: '/hostels' });
    const view = within(
      await screen.findByRole('dialog', { name: 'Plain Hostel' }, { timeout: 5000 }),
    );
    expect(view.queryByRole('list', { name: 'Badges' })).not.toBeInTheDocument();
  });

  it('should show the badges in Urdu, right to left', async () => {
    const hostel = buildHostelDetail({
      name: 'Iqbal Boys Hostel',
      badges: ['replies_fast', 'reviewed'],
      rating_count: 1,
    });
    serve(hostel);
    await renderAppInUrdu({ url: '/hostels', routes: [{ path: '*', element: dialog(hostel) }] });
    const view = within(
      await screen.findByRole('dialog', { name: 'Iqbal Boys Hostel' }, { timeout: 5000 }),
    );
    const list = view.getByRole('list', { name: 'اعتماد کے نشانات' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['جلد جواب', '1 طالب علم کا تبصرہ']);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
