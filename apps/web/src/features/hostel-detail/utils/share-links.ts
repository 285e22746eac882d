import { isPakistaniMobile, toE164Phone } from '@hostelhub/shared';
import { paths } from '../../../config/paths';
import { siteOrigin } from '../../../lib/site-origin';

/** The hostel's own page as an absolute link, to send to someone (issue 25). */
export function hostelShareUrl(hostelId: string): string {
  return new URL(paths.hostels.detail.getHref(hostelId), siteOrigin()).href;
}

/**
 * A WhatsApp chat with `phone` opening with `text` typed in
 * ('https://wa.me/923001234567?text=…'), or null unless `phone` is a Pakistani mobile: a
 * landline has no WhatsApp (issue 25).
 */
export function whatsAppChatHref(phone: string, text: string): string | null {
  if (!isPakistaniMobile(phone)) return null;
  // wa.me takes the international number as digits only, without '+'.
  const digits = (toE164Phone(phone, 'mobile') ?? '').replace(/\D/gu, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** WhatsApp's own "send to…" picker with `text` typed in: 'https://wa.me/?text=…'. */
export function whatsAppShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
