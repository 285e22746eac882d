import { z } from 'zod';
import { CONTACT_MESSAGES } from '../constants/admin-messages.ts';
import {
  CONTACT_CATEGORIES,
  CONTACT_STATUSES,
  type ContactCategory,
} from '../constants/hostels.ts';
import { UuidSchema } from './common.ts';

/** The categories the public form offers (part 2 section 3: not 'Report User'). */
export const PUBLIC_CONTACT_CATEGORIES = [
  'General Query',
  'Bug Report',
] as const satisfies readonly ContactCategory[];

/**
 * The public contact form (part 2 section 5, messages word for word), used by the form and by
 * POST /contact/submit. `website` is a honeypot: hidden from people, filled by bots, and a
 * message that has it is dropped without a word. Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const ContactSubmitSchema = z.strictObject({
  name: z
    .string({ error: CONTACT_MESSAGES.nameShort })
    .trim()
    .min(2, { error: CONTACT_MESSAGES.nameShort })
    .max(100, { error: 'Name must be at most 100 characters' }),
  email: z
    .string({ error: CONTACT_MESSAGES.emailInvalid })
    .trim()
    .max(254, { error: CONTACT_MESSAGES.emailInvalid })
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  category: z.enum(PUBLIC_CONTACT_CATEGORIES, { error: CONTACT_MESSAGES.categoryRequired }),
  subject: z
    .string({ error: CONTACT_MESSAGES.subjectShort })
    .trim()
    .min(5, { error: CONTACT_MESSAGES.subjectShort })
    .max(200, { error: 'Subject must be at most 200 characters' }),
  message: z
    .string({ error: CONTACT_MESSAGES.messageShort })
    .trim()
    .min(10, { error: CONTACT_MESSAGES.messageShort })
    .max(5000, { error: 'Message must be at most 5000 characters' }),
  website: z.string().max(500).optional(),
});
export type ContactSubmitInput = z.infer<typeof ContactSubmitSchema>;

/** `data` of POST /contact/submit (part 2 section 7). */
export const ContactSubmitResultSchema = z.object({
  messageId: z.uuid(),
  message: z.string(),
});
export type ContactSubmitResult = z.infer<typeof ContactSubmitResultSchema>;

/** A contact message as the admin panel reads it (part 2 section 3 'Contact message'). */
export const ContactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  admin_notes: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** Contact messages page size (part 2 section 9). */
export const CONTACT_PAGE_SIZE = 10;

/** Query of GET /contact/messages: page, limit, status, category, and a search over name, email and subject. */
export const ContactMessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(CONTACT_PAGE_SIZE),
  status: z.enum(CONTACT_STATUSES).optional(),
  category: z.enum(CONTACT_CATEGORIES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type ContactMessagesQuery = z.infer<typeof ContactMessagesQuerySchema>;

/** `data` of GET /contact/messages (part 2 section 7: messages and total). */
export const ContactMessagesPageSchema = z.object({
  messages: z.array(ContactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
});
export type ContactMessagesPage = z.infer<typeof ContactMessagesPageSchema>;

/** `data` of GET /contact/stats (part 2 section 3 'Contact stats'). */
export const ContactStatsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  in_progress: z.number().int(),
  resolved: z.number().int(),
  closed: z.number().int(),
  by_category: z.record(z.enum(CONTACT_CATEGORIES), z.number().int()),
});
export type ContactStats = z.infer<typeof ContactStatsSchema>;

/** Body of PUT /contact/messages/{id}/status. Strict (issue 41 item 9): another key answers 400 naming it. */
export const ContactStatusUpdateSchema = z.strictObject({
  status: z.enum(CONTACT_STATUSES, { error: CONTACT_MESSAGES.statusInvalid }),
  admin_notes: z.string().trim().max(5000).optional(),
});
export type ContactStatusUpdate = z.infer<typeof ContactStatusUpdateSchema>;

export const ContactMessageParamsSchema = z.object({ id: UuidSchema });
