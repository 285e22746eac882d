import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHostelSummary } from '../../../testing/factories';
import {
  answerConfirm,
  authStates,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import userEvent from '@testing-library/user-event';
import { FAVORITES_LOGIN_PROMPT } from '../hooks/use-favorite-toggle';
import { HostelCard } from '../components/hostel-card';
import { HostelList } from '../components/hostel-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HostelCard', () => {
  it('should show the name, rupee price and location, and link to the hostel page', async () => {
    const hostel = buildHostelSummary({ name: 'Canal View Hostel', price_range: '5000-8000' });
    renderWithProviders(<HostelCard hostel={hostel} />);

    const link = await screen.findByRole('link', { name: 'Canal View Hostel' });
    expect(link).toHaveAttribute('href', `/hostels/${hostel.id}`);
    expect(screen.getByText('Rs 5,000 - 8,000 / month')).toBeInTheDocument();
    expect(screen.getByText('Johar Town, Lahore')).toBeInTheDocument();
  });

  it('should show the average rating to one decimal and how many reviews (issue 26)', async () => {
    const hostel = buildHostelSummary({ rating_average: 4.3, rating_count: 12 });
    renderWithProviders(<HostelCard hostel={hostel} />);

    expect(await screen.findByText('4.3 · 12 reviews')).toBeInTheDocument();
    // Read out in words: the dot and the bare number say nothing to a screen reader.
    expect(screen.getByText('Rated 4.3 out of 5 from 12 reviews')).toBeInTheDocument();
  });

  it('should show a whole average with its decimal and one review in the singular', async () => {
    renderWithProviders(
      <HostelCard hostel={buildHostelSummary({ rating_average: 4, rating_count: 1 })} />,
    );
    expect(await screen.findByText('4.0 · 1 review')).toBeInTheDocument();
  });

  it('should show no rating for a hostel without reviews', async () => {
    const hostel = buildHostelSummary({
      name: 'Unrated Hostel',
      rating_average: null,
      rating_count: 0,
    });
    renderWithProviders(<HostelCard hostel={hostel} />);

    expect(await screen.findByRole('link', { name: 'Unrated Hostel' })).toBeInTheDocument();
    expect(screen.queryByText(/review/)).not.toBeInTheDocument();
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

  it('should offer the stored sizes of the photo with the width it is shown at (issue 25)', async () => {
    const srcset =
      '/uploads/images/a-thumb.webp 400w, /uploads/images/a-medium.webp 800w, /uploads/images/a.webp 1600w';
    const hostel = buildHostelSummary({
      name: 'Sized Photo Hostel',
      image_url: '/uploads/images/a-thumb.webp',
      image_srcset: srcset,
    });
    renderWithProviders(<HostelCard hostel={hostel} />);

    const photo = await screen.findByRole('img', { name: 'Photo of Sized Photo Hostel' });
    expect(photo).toHaveAttribute('src', '/uploads/images/a-thumb.webp');
    expect(photo).toHaveAttribute('srcset', srcset);
    expect(photo.getAttribute('sizes')).toMatch(/\(min-width: 1024px\) 400px/);
    // The 4:3 frame's shape, so the card holds its place before the photo arrives.
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '300');
  });

  it('should keep the single photo without srcset when only one size is stored', async () => {
    const hostel = buildHostelSummary({ name: 'One Size Hostel', image_srcset: null });
    renderWithProviders(<HostelCard hostel={hostel} />);

    const photo = await screen.findByRole('img', { name: 'Photo of One Size Hostel' });
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).not.toHaveAttribute('sizes');
    expect(photo).toHaveAttribute('width', '400');
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

  it("should load the first card's photo at once with high priority and the rest lazily", async () => {
    const hostels = [1, 2, 3].map((n) => buildHostelSummary({ name: `Hostel ${n}` }));
    renderWithProviders(<HostelList hostels={hostels} hostelHref={(id) => `/hostels/${id}`} />);
    const photos = await screen.findAllByRole('img', { name: /^Photo of Hostel/ });
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
    ]);
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

  it('should show how far the hostel is when the list was sorted by distance', async () => {
    renderWithProviders(<HostelCard hostel={buildHostelSummary({ distance_km: 2.449 })} />);
    expect(await screen.findByText('2.4 km away')).toBeInTheDocument();
  });

  it('should not show a distance without a search origin', async () => {
    renderWithProviders(<HostelCard hostel={buildHostelSummary({ distance_km: null })} />);
    await screen.findByRole('link');
    expect(screen.queryByText(/km away$/)).not.toBeInTheDocument();
  });

  it('should link to the given address, keeping the list it was opened from', async () => {
    const hostel = buildHostelSummary({ name: 'Query Hostel' });
    renderWithProviders(<HostelCard hostel={hostel} to={`/hostels/${hostel.id}?city=Lahore`} />);
    expect(await screen.findByRole('link', { name: 'Query Hostel' })).toHaveAttribute(
      'href',
      `/hostels/${hostel.id}?city=Lahore`,
    );
  });

  it('should show a filled heart for a saved hostel', async () => {
    const hostel = buildHostelSummary({ name: 'Loved Hostel' });
    stubFetch({
      '/api/users/favorites': () =>
        jsonResponse({ success: true, data: { favorites: [hostel], hostel_ids: [hostel.id] } }),
    });
    renderWithProviders(<HostelCard hostel={hostel} />, { authState: authStates.student });
    expect(
      await screen.findByRole('button', { name: 'Save Loved Hostel to favourites', pressed: true }),
    ).toBeInTheDocument();
  });

  it('should ask a guest to log in when the heart is pressed, without opening the hostel', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <HostelCard hostel={buildHostelSummary({ name: 'Guest Hostel' })} />,
      { url: '/hostels' },
    );

    await user.click(
      await screen.findByRole('button', { name: 'Save Guest Hostel to favourites' }),
    );

    expect(await answerConfirm(user, 'Log in', 'Cancel')).toContain(FAVORITES_LOGIN_PROMPT);
    expect(router.state.location.pathname).toBe('/hostels');
  });
});
