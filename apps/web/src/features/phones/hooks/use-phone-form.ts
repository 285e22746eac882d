import { SendOtpSchema } from '@hostelhub/shared';
import { useSchemaForm } from '../../../hooks/use-schema-form';

/** The number and label being added, as typed (a type alias: an interface has no index signature). */
export type PhoneFormValues = {
  phoneNumber: string;
  label: string;
};

const EMPTY: PhoneFormValues = { phoneNumber: '', label: '' };

/**
 * The phone dialog's number and label, checked with the shared SendOtpSchema (a Pakistani
 * mobile; a label of at most PHONE_LABEL_MAX characters). Held by the dialog so verify mode
 * and 'Change number' keep what was typed; `clear` empties it after a number is verified.
 */
export function usePhoneForm() {
  const form = useSchemaForm(SendOtpSchema, EMPTY);
  return { ...form, clear: () => form.reset(EMPTY) };
}

/** What `usePhoneForm` returns. */
export type PhoneForm = ReturnType<typeof usePhoneForm>;
