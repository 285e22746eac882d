import type { HostelDetail } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHostelDetail } from '../../../testing/hostel-detail-factories';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { HostelDetailDialog } from '../components/hostel-detail-dialog';
import { hostelDetailText } from '../i18n';

/** Issue 25: a WhatsApp link beside a verified mobile, and Share in the header. */

beforeAll(async () => {
  await preloadUrdu(hostelDetailText);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (navigator as { share?: unknown }).share;
});

const loadLocationMap = () =>
  Promise.resolve({ default: ({ name }: { name: string }) => <p>Map of {name}</p> });

/** The dialog over the list, closing for real, so a test sees what Escape closes. */
function Harness({ hostelId }: { hostelId: string }) {
  const [openId, setOpenId] = useState<string | null>(hostelId);
  return (
    <HostelDetailDialog
      hostelId={openId}
      onClose={() => setOpenId(null)}
      loadLocationMap={loadLocationMap}
    />
  );
}

function dialogFor(hostel: HostelDetail) {
  stubFetch({
    [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
  });
  return <Harness hostelId={hostel.id} />;
}

async function renderHostel(overrides: Partial<HostelDetail> = {}) {
  const hostel = buildHostelDetail({ name: 'Iqbal Hostel', ...overrides });
  const user = userEvent.setup();
  renderWithProviders(dialogFor(hostel), { url: '/hostels' });
  const dialog = await screen.findByRole('dialog', { name: 'Iqbal Hostel' });
  return { hostel, user, view: within(dialog) };
}

const linkOf = (id: string) => `${window.location.origin}/hostels/${id}`;

/** Gives the page the Web Share API, answering as `share` does. */
function stubShare(share: (data: ShareData) => Promise<void>) {
  const mock = vi.fn(share);
  Object.defineProperty(navigator, 'share', { value: mock, configurable: true, writable: true });
  return mock;
}

describe('WhatsApp beside the contact phone', () => {
  it('should open a chat with a verified mobile, the hostel and its link typed in', async () => {
    const { hostel, view } = await renderHostel({
      contact_phone: '+923001234567',
      contact_phone_verified: true,
    });
    const link = view.getByRole('link', { name: 'WhatsApp Iqbal Hostel (opens in a new tab)' });
    const text = `Hello, I found Iqbal Hostel on Hostelhub and would like to know more: ${linkOf(hostel.id)}`;
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/923001234567?text=${encodeURIComponent(text)}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('WhatsApp');
  });

  it.each([
    ['an unverified mobile', { contact_phone: '+923001234567', contact_phone_verified: false }],
    ['a verified landline', { contact_phone: '+924235761234', contact_phone_verified: true }],
  ])('should offer no WhatsApp for %s, only the phone', async (_what, phone) => {
    const { view } = await renderHostel(phone);
    expect(view.getByRole('heading', { name: 'Hostel phone' })).toBeInTheDocument();
    expect(view.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});

describe('Share', () => {
  it("should use the device's share sheet where there is one", async () => {
    const share = stubShare(() => Promise.resolve());
    const { hostel, user, view } = await renderHostel();
    const button = view.getByRole('button', { name: 'Share' });
    expect(button).not.toHaveAttribute('aria-expanded');
    await user.click(button);
    expect(share).toHaveBeenCalledWith({
      title: 'Iqbal Hostel',
      text: 'Iqbal Hostel on Hostelhub',
      url: linkOf(hostel.id),
    });
    expect(view.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('should say nothing when the person closes the share sheet', async () => {
    const share = stubShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { user, view } = await renderHostel();
    await user.click(view.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(view.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('should offer the links when the share sheet fails', async () => {
    stubShare(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const { user, view } = await renderHostel();
    await user.click(view.getByRole('button', { name: 'Share' }));
    expect(await view.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('should offer WhatsApp and Copy link without a share sheet, and copy the link', async () => {
    const { hostel, user, view } = await renderHostel();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const button = view.getByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    const options = view.getByRole('group', { name: 'Share Iqbal Hostel' });
    const text = `Iqbal Hostel on Hostelhub: ${linkOf(hostel.id)}`;
    const whatsApp = within(options).getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(text)}`);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(options).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(linkOf(hostel.id));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(view.queryByRole('group', { name: 'Share Iqbal Hostel' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('should say so when the link cannot be copied', async () => {
    const { user, view } = await renderHostel();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(view.getByRole('button', { name: 'Share' }));
    await user.click(view.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy the link')).toBeInTheDocument();
  });

  it('should fold the links on Escape and keep the dialog open', async () => {
    const { user, view } = await renderHostel();
    const button = view.getByRole('button', { name: 'Share' });
    await user.click(button);
    await user.tab();
    expect(view.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(view.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Iqbal Hostel' })).toBeInTheDocument();

    // The next Escape is the dialog's.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Share and WhatsApp in Urdu', () => {
  it('should label both in Urdu and type the message in Urdu', async () => {
    const hostel = buildHostelDetail({ name: 'Iqbal Hostel' });
    const user = userEvent.setup();
    await renderInUrdu(dialogFor(hostel), { url: '/hostels' });
    const view = within(await screen.findByRole('dialog', { name: 'Iqbal Hostel' }));

    const chat = view.getByRole('link', {
      name: '\u2068Iqbal Hostel\u2069 کو واٹس ایپ کریں (نئے ٹیب میں کھلے گا)',
    });
    const message = `السلام علیکم، میں نے Hostelhub پر \u2068Iqbal Hostel\u2069 دیکھا۔ مجھے اس کے بارے میں مزید معلومات درکار ہیں: ${linkOf(hostel.id)}`;
    expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/923001234567?text=${encodeURIComponent(message)}`,
    );

    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(view.getByRole('button', { name: 'شیئر کریں' }));
    const options = view.getByRole('group', { name: '\u2068Iqbal Hostel\u2069 شیئر کریں' });
    expect(
      within(options).getByRole('link', { name: 'واٹس ایپ (نئے ٹیب میں کھلے گا)' }),
    ).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Hostelhub پر \u2068Iqbal Hostel\u2069: ${linkOf(hostel.id)}`)}`,
    );
    await user.click(within(options).getByRole('button', { name: 'لنک کاپی کریں' }));
    expect(await screen.findByText('لنک کاپی ہو گیا')).toBeInTheDocument();
    expect(view.queryByText(/Share|Copy link/)).not.toBeInTheDocument();
  });
});
