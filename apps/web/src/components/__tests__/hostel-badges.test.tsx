import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../testing/urdu';
import { HostelBadges } from '../hostel-badges';

/** The badges of issue 26 as chips that explain themselves on hover, focus and tap. */

beforeAll(async () => {
  await preloadUrdu();
});

const ALL = { badges: ['photos_checked', 'replies_fast', 'reviewed'] as const, rating_count: 3 };

function chips() {
  const list = screen.getByRole('list', { name: 'Badges' });
  return within(list).getAllByRole('button');
}

describe('HostelBadges', () => {
  it('should show every earned badge in the order of HOSTEL_BADGES, whatever the order given', async () => {
    renderWithProviders(
      <HostelBadges
        hostel={{ badges: ['reviewed', 'photos_checked', 'replies_fast'], rating_count: 3 }}
      />,
    );
    await screen.findByRole('list', { name: 'Badges' });
    expect(chips().map((chip) => chip.textContent)).toEqual([
      'Photos checked',
      'Replies fast',
      'Reviewed by 3 students',
    ]);
  });

  it('should show only the first badges up to the limit', async () => {
    renderWithProviders(<HostelBadges hostel={{ ...ALL, badges: [...ALL.badges] }} limit={2} />);
    await screen.findByRole('list', { name: 'Badges' });
    expect(chips().map((chip) => chip.textContent)).toEqual(['Photos checked', 'Replies fast']);
  });

  it('should say one student in the singular', async () => {
    renderWithProviders(<HostelBadges hostel={{ badges: ['reviewed'], rating_count: 1 }} />);
    expect(
      await screen.findByRole('button', { name: 'Reviewed by 1 student' }),
    ).toBeInTheDocument();
  });

  it('should render nothing without badges, or from an older answer without the field', () => {
    const { container } = renderWithProviders(
      <>
        <HostelBadges hostel={{ badges: [], rating_count: 0 }} />
        <HostelBadges hostel={{ rating_count: 2 }} />
      </>,
    );
    expect(container.querySelector('ul')).toBeNull();
  });

  it('should explain a badge on keyboard focus and hide it on Escape and on leaving', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HostelBadges hostel={{ ...ALL, badges: [...ALL.badges] }} />);
    await screen.findByRole('list', { name: 'Badges' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    const photos = screen.getByRole('button', { name: 'Photos checked' });
    expect(photos).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'An administrator has seen every photo of this hostel.',
    );
    expect(photos).toHaveAccessibleDescription(
      'An administrator has seen every photo of this hostel.',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      "The owner's typical first reply to a student in the last 30 days came within 2 hours.",
    );
    await user.tab();
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      '3 students who contacted the owner reviewed this hostel.',
    );
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('should explain a badge on a tap and close it on a second tap or a tap elsewhere', async () => {
    renderWithProviders(
      <>
        <HostelBadges hostel={{ badges: ['reviewed'], rating_count: 1 }} />
        <p>Elsewhere</p>
      </>,
    );
    const chip = await screen.findByRole('button', { name: 'Reviewed by 1 student' });
    const tap = (target: Element) => {
      fireEvent.pointerDown(target, { pointerType: 'touch' });
      fireEvent.click(target);
    };

    tap(chip);
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      '1 student who contacted the owner reviewed this hostel.',
    );
    tap(chip);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    tap(chip);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('Elsewhere'), { pointerType: 'touch' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('should explain a badge while the mouse is over it, and keep it open when clicked', async () => {
    renderWithProviders(<HostelBadges hostel={{ badges: ['photos_checked'], rating_count: 0 }} />);
    const chip = await screen.findByRole('button', { name: 'Photos checked' });
    fireEvent.pointerEnter(chip, { pointerType: 'mouse' });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerDown(chip, { pointerType: 'mouse' });
    fireEvent.click(chip);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.blur(chip);
    fireEvent.pointerLeave(chip, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('should speak Urdu, with Urdu plurals and explanations', async () => {
    await renderInUrdu(<HostelBadges hostel={{ ...ALL, badges: [...ALL.badges] }} />);
    const list = await screen.findByRole('list', { name: 'اعتماد کے نشانات' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['تصاویر کی جانچ ہو چکی', 'جلد جواب', '3 طلبہ کے تبصرے']);
    fireEvent.focus(within(list).getByRole('button', { name: 'جلد جواب' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'پچھلے 30 دنوں میں کسی طالب علم کو مالک کا عام پہلا جواب 2 گھنٹوں کے اندر آیا۔',
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
