import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { SelectField, TextareaField, TextField } from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLeaveGuard } from '../../../components/discard-guard';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorText } from '../../../lib/error-text';
import { useSubmitContactMessage } from '../api/submit-contact-message';
import {
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  PUBLIC_CONTACT_CATEGORIES,
  typedMessage,
} from '../utils/contact-form-schema';

/** The success notice clears after 5 seconds (part 2 section 9). */
export const CONTACT_SUCCESS_RESET_MS = 5_000;
const FALLBACK_ERROR = 'Failed to send your message. Please try again.';
const CATEGORY_OPTIONS = PUBLIC_CONTACT_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));

/**
 * The public contact form (part 2 section 2 'Contact', section 5): name, email, category,
 * subject and message checked with the shared ContactSubmitSchema as each field changes; the
 * server's reply shows above it and clears after 5 s.
 */
export function ContactForm() {
  // Rules are checked on change (part 2 section 5): a field shows its message once edited.
  const form = useSchemaForm(contactFormSchema, EMPTY_CONTACT_FORM, {
    validateOn: 'change',
    dirtyOf: typedMessage,
  });
  const mutation = useSubmitContactMessage();
  const { reset: resetMutation } = mutation;
  // Issue 22 item 9: leaving the page with a message typed asks "Discard changes?" first.
  const leaveGuard = useLeaveGuard(form.isDirty && !mutation.isPending);

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = window.setTimeout(resetMutation, CONTACT_SUCCESS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [mutation.isSuccess, resetMutation]);

  const submit = form.handleSubmit((input) => {
    // A honeypot: hidden from people, filled by bots; the server drops what carries it.
    const { website } = form.values;
    mutation.mutate(website ? { ...input, website } : input, {
      onSuccess: () => form.reset(EMPTY_CONTACT_FORM),
    });
  });

  const isBusy = mutation.isPending;
  const field = { form, idPrefix: 'contact', disabled: isBusy } as const;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (mutation.isPending) event.preventDefault();
        else submit(event);
      }}
      className="space-y-5"
      aria-label="Contact form"
    >
      {leaveGuard}
      {mutation.isSuccess ? (
        <Alert tone="success" title="Message sent" headingLevel={3}>
          {mutation.data.message}
        </Alert>
      ) : null}
      {mutation.isError ? (
        <Alert tone="error" title="Failed to send message" headingLevel={3}>
          {errorText(mutation.error, FALLBACK_ERROR)}
        </Alert>
      ) : null}

      <div aria-hidden="true" className="hidden">
        <label>
          Website
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.values.website}
            onChange={(event) => form.setValue('website', event.target.value)}
          />
        </label>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field} name="name" label="Name" autoComplete="name" required />
        <TextField
          {...field}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
      </div>
      <SelectField
        {...field}
        name="category"
        label="Category"
        placeholder="Select a category"
        options={CATEGORY_OPTIONS}
        required
      />
      <TextField {...field} name="subject" label="Subject" required />
      <TextareaField {...field} name="message" label="Message" rows={6} required />
      <Button type="submit" size="lg" disabled={isBusy} className="w-full sm:w-auto">
        {isBusy ? <Spinner className="h-4 w-4" /> : <Send aria-hidden="true" className="h-4 w-4" />}
        {isBusy ? 'Sending Message...' : 'Send Message'}
      </Button>
    </form>
  );
}
