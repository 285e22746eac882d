import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHostelSummary } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/test-utils';
import { HostelCard } from '../hostel-card';

describe('HostelCard', () => {
  it('should show the name, rupee price and location, and link to the hostel page', async () => {
    const hostel = buildHostelSummary({ name: 'Canal View Hostel', price_range: '5000-8000' });
    renderWithProviders(<HostelCard hostel={hostel} />);

    const link = await screen.findByRole('link', { name: 'Canal View Hostel' });
    expect(link).toHaveAttribute('href', `/hostels/${hostel.id}`);
    expect(screen.getByText('Rs 5,000 - 8,000 / month')).toBeInTheDocument();
    expect(screen.getByText('Johar Town, Lahore')).toBeInTheDocument();
  });

  it("should say 'Contact for price' when the hostel has no price", async () => {
    renderWithProviders(<HostelCard hostel={buildHostelSummary({ price_range: null })} />);
    expect(await screen.findByText('Contact for price')).toBeInTheDocument();
  });

  it('should show the gender tag, Mess Available and two facilities when mess is offered', async () => {
    const hostel = buildHostelSummary({
      gender_category: 'female',
      mess_available: true,
      facilities: ['WiFi', 'Security', 'Laundry'],
    });
    renderWithProviders(<HostelCard hostel={hostel} />);

    const tags = await screen.findByRole('list', { name: 'Highlights' });
    expect(Array.from(tags.querySelectorAll('li')).map((tag) => tag.textContent)).toEqual([
      'Girls Hostel',
      'Mess Available',
      'WiFi',
      'Security',
    ]);
  });

  it('should show three facilities after the gender tag when there is no mess', async () => {
    const hostel = buildHostelSummary({
      gender_category: 'male',
      mess_available: false,
      facilities: ['WiFi', 'Security', 'Laundry', 'Gym'],
    });
    renderWithProviders(<HostelCard hostel={hostel} />);

    const tags = await screen.findByRole('list', { name: 'Highlights' });
    expect(Array.from(tags.querySelectorAll('li')).map((tag) => tag.textContent)).toEqual([
      'Boys Hostel',
      'WiFi',
      'Security',
      'Laundry',
    ]);
  });

  it('should show a placeholder when the photo fails to load', async () => {
    const hostel = buildHostelSummary({ name: 'Broken Photo Hostel' });
    renderWithProviders(<HostelCard hostel={hostel} />);

    fireEvent.error(await screen.findByRole('img', { name: 'Photo of Broken Photo Hostel' }));

    expect(screen.getByRole('img', { name: 'No photo available' })).toBeInTheDocument();
    expect(
      screen.queryByRole('img', { name: 'Photo of Broken Photo Hostel' }),
    ).not.toBeInTheDocument();
  });

  it('should show a placeholder when the hostel has no photo', async () => {
    renderWithProviders(
      <HostelCard hostel={buildHostelSummary({ image_url: null, image_count: 0 })} />,
    );
    expect(await screen.findByRole('img', { name: 'No photo available' })).toBeInTheDocument();
  });

  it('should show "+N more" on the cover when the hostel has more photos', async () => {
    renderWithProviders(<HostelCard hostel={buildHostelSummary({ image_count: 5 })} />);
    expect(await screen.findByText('+4 more')).toBeInTheDocument();
  });

  it('should not show "+N more" for a single photo', async () => {
    renderWithProviders(<HostelCard hostel={buildHostelSummary({ image_count: 1 })} />);
    await screen.findByRole('link');
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });
});
