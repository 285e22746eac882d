import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInUrdu } from '../../../testing/urdu';
import { ContactForm } from '../components/contact-form';

describe('the contact form in Urdu (issue 24)', () => {
  it('should show its labels, categories and button in Urdu', async () => {
    // The Urdu catalogues load on first use: the render waits for them.
    await renderInUrdu(<ContactForm />);

    expect(await screen.findByRole('button', { name: 'پیغام بھیجیں' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'رابطہ فارم' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^موضوع/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'خرابی کی اطلاع' })).toHaveValue('Bug Report');
  });
});
