import { ContactSubmitSchema } from '@hostelhub/shared';
import type { z } from 'zod';

export { PUBLIC_CONTACT_CATEGORIES } from '@hostelhub/shared';

/**
 * The public contact form (part 2 section 5, messages word for word): the shared schema the
 * API checks on POST /api/contact/submit too, without the honeypot (sent apart).
 */
export const contactFormSchema = ContactSubmitSchema.omit({ website: true });

export type ContactFormInput = z.infer<typeof contactFormSchema>;

/** The form's values as typed, with the honeypot `website` (hidden from people). */
export type ContactFormValues = Record<keyof ContactFormInput | 'website', string>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  category: '',
  subject: '',
  message: '',
  website: '',
};

/** What counts as a typed message (the leave guard): everything but the honeypot. */
export function typedMessage({ website: _website, ...typed }: ContactFormValues) {
  return typed;
}
