import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../ui/dialog';

/** A dialog opened from code (no Radix Trigger), as every dialog of the app is. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open notes
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Notes">
        <p>Nothing yet.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('should give focus back to what opened it when closed with Escape (not to <body>)', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.tab();
    const opener = screen.getByRole('button', { name: 'Open notes' });
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notes' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
