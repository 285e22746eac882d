import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildHostelSummary } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { CompareToggle } from '../components/compare-toggle';
import { CompareTray } from '../components/compare-tray';
import { COMPARE_STORAGE_KEY, compareList } from '../utils/compare-list';

/** Issue 29: the Compare toggles and the tray, for a guest (kept in localStorage). */

const hostels = ['Ravi', 'Canal View', 'Iqbal', 'Shalimar'].map((name) =>
  buildHostelSummary({ name: `${name} Hostel` }),
);

function renderToggles() {
  return renderWithProviders(
    <>
      {hostels.map((hostel) => (
        <CompareToggle key={hostel.id} hostel={hostel} />
      ))}
      <CompareTray />
    </>,
  );
}

const toggle = (name: string) => screen.getByRole('button', { name: `Compare ${name}` });

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  window.localStorage.clear();
});

describe('Compare toggle and tray', () => {
  it('should show no tray until a hostel is chosen', async () => {
    renderToggles();
    expect(await screen.findByRole('button', { name: 'Compare Ravi Hostel' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hostels to compare' })).not.toBeInTheDocument();
  });

  it('should choose up to three hostels and refuse a fourth with a clear message', async () => {
    const user = userEvent.setup();
    renderToggles();

    await user.click(await screen.findByRole('button', { name: 'Compare Ravi Hostel' }));
    const tray = screen.getByRole('region', { name: 'Hostels to compare' });
    expect(within(tray).getByText('1 of 3 hostels chosen')).toBeInTheDocument();
    expect(
      within(tray).getByText('Add another hostel to compare them side by side.'),
    ).toBeInTheDocument();

    await user.click(toggle('Canal View Hostel'));
    await user.click(toggle('Iqbal Hostel'));
    expect(within(tray).getByText('3 of 3 hostels chosen')).toBeInTheDocument();
    expect(toggle('Iqbal Hostel')).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle('Shalimar Hostel'));
    expect(
      await screen.findByText('You can compare up to 3 hostels. Remove one to add another.'),
    ).toBeInTheDocument();
    expect(toggle('Shalimar Hostel')).toHaveAttribute('aria-pressed', 'false');
    expect(compareList.read().map((item) => item.name)).toEqual([
      'Ravi Hostel',
      'Canal View Hostel',
      'Iqbal Hostel',
    ]);
  });

  it('should link to the compare page with the chosen hostels in the order chosen', async () => {
    const user = userEvent.setup();
    renderToggles();
    await user.click(await screen.findByRole('button', { name: 'Compare Iqbal Hostel' }));
    await user.click(toggle('Ravi Hostel'));

    const tray = screen.getByRole('region', { name: 'Hostels to compare' });
    expect(within(tray).getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      `/compare?ids=${hostels[2]?.id},${hostels[0]?.id}`,
    );
  });

  it('should take a hostel off by pressing its toggle again or its remove button', async () => {
    const user = userEvent.setup();
    renderToggles();
    await user.click(await screen.findByRole('button', { name: 'Compare Ravi Hostel' }));
    await user.click(toggle('Canal View Hostel'));

    await user.click(toggle('Ravi Hostel'));
    expect(toggle('Ravi Hostel')).toHaveAttribute('aria-pressed', 'false');

    const tray = screen.getByRole('region', { name: 'Hostels to compare' });
    await user.click(
      within(tray).getByRole('button', { name: 'Remove Canal View Hostel from the comparison' }),
    );
    expect(screen.queryByRole('region', { name: 'Hostels to compare' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('should empty the list with Clear', async () => {
    const user = userEvent.setup();
    renderToggles();
    await user.click(await screen.findByRole('button', { name: 'Compare Ravi Hostel' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(compareList.read()).toEqual([]);
    expect(toggle('Ravi Hostel')).toHaveAttribute('aria-pressed', 'false');
  });

  it("should keep a guest's choice in the browser, and ignore what is not a choice there", async () => {
    window.localStorage.setItem(
      COMPARE_STORAGE_KEY,
      JSON.stringify([
        { id: hostels[1]?.id, name: 'Canal View Hostel', image_url: null },
        { nonsense: true },
        'text',
      ]),
    );
    renderToggles();
    expect(
      await screen.findByRole('button', { name: 'Compare Canal View Hostel' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 of 3 hostels chosen')).toBeInTheDocument();
  });
});
