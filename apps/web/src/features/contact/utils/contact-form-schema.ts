import { ContactSubmitSchema } from '@hostelhub/shared';
import type { z } from 'zod';

export { PUBLIC_CONTACT_CATEGORIES } from '@hostelhub/shared';

/**
 * The public contact form (part 2 section 5, messages word for word): the shared schema the
 * API checks on POST /api/contact/submit too, without the honeypot (sent apart).
 */
export const contactFormSchema = ContactSubmitSchema.omit({ website: true });

export type ContactFormInput = z.infer<typeof contactFormSchema>;
export type ContactFormValues = Record<keyof ContactFormInput, string>;
export type ContactFormErrors = Partial<Record<keyof ContactFormInput, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  category: '',
  subject: '',
  message: '',
};

/** Checks the whole form; returns the parsed input or the first message for each field. */
export function validateContactForm(
  values: ContactFormValues,
): { success: true; data: ContactFormInput } | { success: false; errors: ContactFormErrors } {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: ContactFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFormInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}
