import { CONTACT_CATEGORIES } from '@hostelhub/shared';
import { z } from 'zod';

/** The categories the public form offers (part 2 section 3: not 'Report User'). */
export const PUBLIC_CONTACT_CATEGORIES = CONTACT_CATEGORIES.slice(0, 2) as [
  'General Query',
  'Bug Report',
];

/**
 * The public contact form (part 2 section 5, messages word for word).
 * The API validates the same rules on POST /api/contact/submit.
 */
export const contactFormSchema = z.object({
  name: z.string().trim().min(2, { error: 'Name must be at least 2 characters long' }),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  category: z.enum(PUBLIC_CONTACT_CATEGORIES, { error: 'Please select a category' }),
  subject: z.string().trim().min(5, { error: 'Subject must be at least 5 characters long' }),
  message: z.string().trim().min(10, { error: 'Message must be at least 10 characters long' }),
});

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
