import { fireEvent, screen, within } from '@testing-library/react';
import { CARD_BADGE_LIMIT } from '@hostelhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildHostelSummary } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { HostelCard } from '../components/hostel-card';
import { hostelSearchText } from '../i18n';

/** Issue 26: a card shows at most CARD_BADGE_LIMIT badges, each explaining itself. */

beforeAll(async () => {
  await preloadUrdu(hostelSearchText);
});

const earnedAll = {
  badges: ['photos_checked', 'replies_fast', 'reviewed'] as const,
  rating_average: 4.5,
  rating_count: 7,
};

describe('HostelCard badges', () => {
  it('should show the first two of three earned badges', async () => {
    renderWithProviders(
      <HostelCard hostel={buildHostelSummary({ ...earnedAll, badges: [...earnedAll.badges] })} />,
    );
    const list = await screen.findByRole('list', { name: 'Badges' });
    const chips = within(list).getAllByRole('button');
    expect(CARD_BADGE_LIMIT).toBe(2);
    expect(chips.map((chip) => chip.textContent)).toEqual(['Photos checked', 'Replies fast']);
    expect(screen.queryByText(/Reviewed by/)).not.toBeInTheDocument();
  });

  it('should show "Reviewed by N students" when it is among the first two', async () => {
    renderWithProviders(
      <HostelCard hostel={buildHostelSummary({ ...earnedAll, badges: ['reviewed'] })} />,
    );
    expect(
      await screen.findByRole('button', { name: 'Reviewed by 7 students' }),
    ).toBeInTheDocument();
  });

  it('should explain a badge on focus without leaving the list', async () => {
    const hostel = buildHostelSummary({ ...earnedAll, badges: ['replies_fast'] });
    const { router } = renderWithProviders(<HostelCard hostel={hostel} />);
    const chip = await screen.findByRole('button', { name: 'Replies fast' });
    fireEvent.focus(chip);
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      "The owner's typical first reply to a student in the last 30 days came within 2 hours.",
    );
    fireEvent.blur(chip);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // A tap on the chip (which focuses it on the way) explains it; it does not open the hostel.
    fireEvent.pointerDown(chip, { pointerType: 'touch' });
    fireEvent.focus(chip);
    fireEvent.click(chip);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('should show no badge row for a hostel without badges', async () => {
    renderWithProviders(<HostelCard hostel={buildHostelSummary({ badges: [] })} />);
    await screen.findByRole('link', { name: /Test Hostel/ });
    expect(screen.queryByRole('list', { name: 'Badges' })).not.toBeInTheDocument();
  });

  it('should show the badges in Urdu', async () => {
    await renderInUrdu(
      <HostelCard
        hostel={buildHostelSummary({ ...earnedAll, badges: ['photos_checked', 'reviewed'] })}
      />,
    );
    const list = await screen.findByRole('list', { name: 'اعتماد کے نشانات' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['تصاویر کی جانچ ہو چکی', '7 طلبہ کے تبصرے']);
  });
});
