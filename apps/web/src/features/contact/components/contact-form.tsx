import { Send } from 'lucide-react';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useLeaveGuard } from '../../../hooks/use-discard-guard';
import { useSubmitContactMessage } from '../api/submit-contact-message';
import {
  EMPTY_CONTACT_FORM,
  PUBLIC_CONTACT_CATEGORIES,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormValues,
} from '../utils/contact-form-schema';
import { errorText } from '../../../lib/error-text';

/** The success notice clears after 5 seconds (part 2 section 9). */
export const CONTACT_SUCCESS_RESET_MS = 5_000;
const FALLBACK_ERROR = 'Failed to send your message. Please try again.';

type FieldName = keyof ContactFormValues;

export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  // A honeypot: hidden from people, filled by bots; the server drops what carries it.
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const mutation = useSubmitContactMessage();
  const { reset: resetMutation } = mutation;
  // Issue 22 item 9: leaving the page with a message typed asks "Discard changes?" first.
  const leaveGuard = useLeaveGuard(
    JSON.stringify(values) !== JSON.stringify(EMPTY_CONTACT_FORM) && !mutation.isPending,
  );

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = window.setTimeout(resetMutation, CONTACT_SUCCESS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [mutation.isSuccess, resetMutation]);

  // Rules are checked on change (part 2 section 5): a field shows its message once edited.
  const onChange = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => {
    const field = event.target.name as FieldName;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    const result = validateContactForm(next);
    setErrors((previous) => ({
      ...previous,
      [field]: result.success ? undefined : result.errors[field],
    }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = validateContactForm(values);
    if (!result.success) {
      setErrors(result.errors);
      const firstInvalid = (Object.keys(EMPTY_CONTACT_FORM) as FieldName[]).find(
        (field) => result.errors[field],
      );
      if (firstInvalid) document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    setErrors({});
    mutation.mutate(website ? { ...result.data, website } : result.data, {
      onSuccess: () => setValues(EMPTY_CONTACT_FORM),
    });
  };

  const isBusy = mutation.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact form">
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
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </label>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name} required>
          {(props) => (
            <Input
              {...props}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={onChange}
              disabled={isBusy}
            />
          )}
        </Field>
        <Field id="contact-email" label="Email" error={errors.email} required>
          {(props) => (
            <Input
              {...props}
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={onChange}
              disabled={isBusy}
            />
          )}
        </Field>
      </div>
      <Field id="contact-category" label="Category" error={errors.category} required>
        {(props) => (
          <Select
            {...props}
            name="category"
            value={values.category}
            onChange={onChange}
            disabled={isBusy}
          >
            <option value="">Select a category</option>
            {PUBLIC_CONTACT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="contact-subject" label="Subject" error={errors.subject} required>
        {(props) => (
          <Input
            {...props}
            name="subject"
            value={values.subject}
            onChange={onChange}
            disabled={isBusy}
          />
        )}
      </Field>
      <Field id="contact-message" label="Message" error={errors.message} required>
        {(props) => (
          <Textarea
            {...props}
            name="message"
            rows={6}
            value={values.message}
            onChange={onChange}
            disabled={isBusy}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={isBusy} className="w-full sm:w-auto">
        {isBusy ? <Spinner className="h-4 w-4" /> : <Send aria-hidden="true" className="h-4 w-4" />}
        {isBusy ? 'Sending Message...' : 'Send Message'}
      </Button>
    </form>
  );
}
