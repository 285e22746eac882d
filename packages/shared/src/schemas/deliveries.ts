import { z } from 'zod';
import { ADMIN_MESSAGES } from '../constants/admin-messages.ts';

/** How a delivery leaves (issue 21 item 4): an email through SMTP, a text through the SMS webhook. */
export const DELIVERY_CHANNELS = ['email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** pending: waiting or between tries; sent: handed over; failed: every try used, kept for the admin. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Query of GET /admin/deliveries (issue 21 item 4): the deliveries not (yet) handed over,
 * `failed` (default) or `pending`, paged, newest first.
 */
export const AdminDeliveriesQuerySchema = z.object({
  status: z
    .enum(['failed', 'pending'], { error: ADMIN_MESSAGES.deliveryStatusInvalid })
    .default('failed'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminDeliveriesQuery = z.infer<typeof AdminDeliveriesQuerySchema>;

/**
 * One email or SMS as the admin sees it: who it is for and why it has not gone, never its
 * text (which may hold a one-time link). Times are ISO 8601.
 */
export const AdminDeliverySchema = z.object({
  id: z.uuid(),
  channel: z.enum(DELIVERY_CHANNELS),
  /** What caused it: 'email_verification', 'password_reset', 'owner_approved', ... */
  kind: z.string(),
  /** An email address or a +92 mobile number. */
  recipient: z.string(),
  /** The email subject; null for an SMS. */
  subject: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  /** Tries made so far. */
  attempts: z.number().int(),
  /** Why the last try failed, or null. */
  last_error: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** When the next try is due (pending); for a failed one, when the last try ended. */
  next_attempt_at: z.iso.datetime({ offset: true }),
});
export type AdminDelivery = z.infer<typeof AdminDeliverySchema>;

/** `data` of GET /admin/deliveries. */
export const AdminDeliveriesPageSchema = z.object({
  deliveries: z.array(AdminDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
});
export type AdminDeliveriesPage = z.infer<typeof AdminDeliveriesPageSchema>;
