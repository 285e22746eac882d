import type { HostelDetail, Review } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../../lib/auth';
import {
  buildHostelDetail,
  buildReview,
  buildReviewsPage,
} from '../../../testing/hostel-detail-factories';
import {
  answerConfirm,
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { HostelDetailPage } from '../components/hostel-detail-page';
import { hostelDetailText } from '../i18n';

/** Issue 26: the hostel's reviews on its detail. */

beforeAll(async () => {
  await preloadUrdu(hostelDetailText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const loadLocationMap = () =>
  Promise.resolve({ default: ({ name }: { name: string }) => <p>Map of {name}</p> });

function ratedHostel(reviews: Review[], overrides: Partial<HostelDetail> = {}): HostelDetail {
  const page = buildReviewsPage(reviews);
  return buildHostelDetail({
    name: 'Iqbal Hostel',
    rating_average: page.aggregate.rating_average,
    rating_count: page.aggregate.rating_count,
    rating_distribution: page.aggregate.distribution,
    ...overrides,
  });
}

/**
 * Serves the hostel and its reviews (`reviews()` is read at each call, so a test can change
 * what a refetch answers) plus `extra` routes, and renders the hostel's page.
 */
function renderHostelPage(
  hostel: HostelDetail,
  reviews: () => Review[],
  {
    authState = authStates.signedOut,
    isOwnHostel,
    extra = {},
  }: {
    authState?: AuthState;
    isOwnHostel?: (hostel: HostelDetail) => boolean;
    extra?: Parameters<typeof stubFetch>[0];
  } = {},
) {
  const fetchMock = stubFetch({
    [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
    [`/api/enhanced-hostels/${hostel.id}/reviews`]: () =>
      jsonResponse({ success: true, data: buildReviewsPage(reviews()) }),
    ...extra,
  });
  const result = renderWithProviders(
    <HostelDetailPage
      hostelId={hostel.id}
      backHref="/hostels"
      onClose={() => {}}
      loadLocationMap={loadLocationMap}
      {...(isOwnHostel ? { isOwnHostel } : {})}
    />,
    { url: `/hostels/${hostel.id}`, authState },
  );
  return { ...result, fetchMock, user: userEvent.setup() };
}

async function findReviews() {
  const heading = await screen.findByRole('heading', { name: 'Reviews' });
  return within(heading.closest('section') as HTMLElement);
}

describe('Hostel reviews', () => {
  it('should show the rating aggregate and each review with its stars, label, date and reply', async () => {
    const reviews = [
      buildReview({
        rating: 5,
        author_name: 'Ayesha K.',
        comment: 'Clean rooms and the food is like home.',
        ratings: { cleanliness: 3, food: 4, safety: null, value: null, location: null },
        reply: { text: 'Thank you, Ayesha!', updated_at: '2026-11-21T10:00:00.000Z' },
        helpful_count: 3,
      }),
      buildReview({
        rating: 4,
        author_name: 'Bilal R.',
        verification: 'stayed',
        created_at: '2026-11-02T10:00:00.000Z',
      }),
    ];
    const hostel = ratedHostel(reviews);
    renderHostelPage(hostel, () => reviews);

    const section = await findReviews();
    // The aggregate: the average with one decimal, the count, and each star's count as text.
    expect(section.getByText('4.5')).toBeInTheDocument();
    expect(section.getByText('Average rating 4.5 out of 5')).toBeInTheDocument();
    expect(section.getByText('2 reviews')).toBeInTheDocument();
    const bars = section.getByRole('list', { name: 'Reviews by number of stars' });
    expect(within(bars).getByText('5 stars: 1 review')).toBeInTheDocument();
    expect(within(bars).getByText('3 stars: 0 reviews')).toBeInTheDocument();

    const list = await section.findByRole('list', { name: 'Student reviews' });
    const [first, second] = within(list).getAllByRole('article');
    const ayesha = within(first as HTMLElement);
    expect(ayesha.getByRole('heading', { name: 'Ayesha K.' })).toBeInTheDocument();
    expect(ayesha.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(ayesha.getByText('Contacted the owner')).toBeInTheDocument();
    expect(ayesha.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(ayesha.getByText('Clean rooms and the food is like home.')).toBeInTheDocument();
    // Only the categories the author rated.
    const categories = ayesha.getAllByRole('term').map((term) => term.textContent);
    expect(categories).toEqual(['Cleanliness', 'Food']);
    expect(ayesha.getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    expect(ayesha.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(ayesha.getByText('Reply from the owner')).toBeInTheDocument();
    expect(ayesha.getByText('Thank you, Ayesha!')).toBeInTheDocument();
    // A guest reads how many found it helpful but cannot mark it.
    expect(ayesha.getByText('3 people found this helpful')).toBeInTheDocument();
    expect(ayesha.queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Stayed here')).toBeInTheDocument();

    expect(section.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/hostels/${hostel.id}`)}`,
    );
  });

  it("should say 'No reviews yet' without asking for reviews the hostel does not have", async () => {
    const hostel = buildHostelDetail({ name: 'New Hostel', rating_count: 0, rating_average: null });
    const { fetchMock } = renderHostelPage(hostel, () => [], { authState: authStates.owner });

    const section = await findReviews();
    expect(section.getByText('No reviews yet')).toBeInTheDocument();
    // An owner (not of this hostel) is offered no review form.
    expect(section.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.includes('/reviews'))).toBe(false);
  });

  it('should show a failed load with Try again, and the reviews once it works', async () => {
    const reviews = [buildReview({ author_name: 'Sana M.' })];
    const hostel = ratedHostel(reviews);
    let fail = true;
    const { user } = renderHostelPage(hostel, () => reviews, {
      extra: {
        [`/api/enhanced-hostels/${hostel.id}/reviews`]: () =>
          fail
            ? jsonResponse({ success: false, error: 'Server error', code: 'INTERNAL' }, 500)
            : jsonResponse({ success: true, data: buildReviewsPage(reviews) }),
      },
    });

    const section = await findReviews();
    expect(await section.findByText('Failed to load reviews')).toBeInTheDocument();
    fail = false;
    await user.click(section.getByRole('button', { name: 'Try Again' }));
    expect(await section.findByRole('heading', { name: 'Sana M.' })).toBeInTheDocument();
  });

  it("should check a student's review with the shared rules and show the server's refusal", async () => {
    const hostel = ratedHostel([buildReview({ author_name: 'Sana M.' })]);
    const refusal = 'You can review a hostel after its owner has replied to your message.';
    const { user, fetchMock } = renderHostelPage(hostel, () => [buildReview()], {
      authState: authStates.student,
      extra: {
        [`/api/enhanced-hostels/${hostel.id}/reviews`]: (_url, init) =>
          init?.method === 'POST'
            ? jsonResponse({ success: false, error: refusal, code: 'FORBIDDEN' }, 403)
            : jsonResponse({ success: true, data: buildReviewsPage([buildReview()]) }),
      },
    });

    const section = await findReviews();
    await user.click(await section.findByRole('button', { name: 'Write a review' }));
    const form = within(section.getByRole('form', { name: 'Write your review' }));
    const overall = within(form.getByRole('group', { name: 'Overall rating' }));
    // The form opens on the stars.
    expect(overall.getByRole('radio', { name: '1 out of 5 stars' })).toHaveFocus();
    await user.click(overall.getByRole('radio', { name: '4 out of 5 stars' }));
    const food = within(form.getByRole('group', { name: 'Food' }));
    await user.click(food.getByRole('radio', { name: '5 out of 5 stars' }));
    await user.type(form.getByRole('textbox', { name: /Your review/ }), 'Too short');
    await user.click(form.getByRole('button', { name: 'Post review' }));

    expect(form.getByText('Your review must be at least 20 characters')).toBeInTheDocument();
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: /Your review/ }), ', but the rooms are big.');
    expect(form.getByText('33 of 2,000 characters (at least 20)')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Post review' }));

    expect(await form.findByRole('alert')).toHaveTextContent(refusal);
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(fetchedBody(fetchMock, index)).toEqual({
      rating: 4,
      comment: 'Too short, but the rooms are big.',
      ratings: { cleanliness: null, food: 5, safety: null, value: null, location: null },
    });
  });

  it('should let a student edit and, after asking, delete their own review', async () => {
    let reviews = [buildReview({ is_own: true, comment: 'The food could be better here.' })];
    const own = reviews[0] as Review;
    const hostel = ratedHostel(reviews);
    const { user, fetchMock } = renderHostelPage(hostel, () => reviews, {
      authState: authStates.student,
      extra: {
        [`/api/reviews/${own.id}`]: (_url, init) => {
          if (init?.method === 'DELETE') {
            reviews = [];
            return jsonResponse({ success: true, data: { id: own.id, deleted: true } });
          }
          return jsonResponse({ success: true, data: own });
        },
      },
    });

    const section = await findReviews();
    const article = within(await section.findByRole('article'));
    // Their own: no Helpful button, no second review.
    expect(article.queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();

    await user.click(article.getByRole('button', { name: 'Edit' }));
    const form = within(section.getByRole('form', { name: 'Edit your review' }));
    const overall = within(form.getByRole('group', { name: 'Overall rating' }));
    expect(overall.getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
    expect(form.getByRole('textbox', { name: /Your review/ })).toHaveValue(
      'The food could be better here.',
    );
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(section.getByRole('button', { name: 'Edit' })).toHaveFocus();

    await user.click(section.getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, 'Delete your review?', 'Delete review');
    await waitFor(() => {
      const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'DELETE');
      expect(fetchedUrls(fetchMock)[index]).toMatch(new RegExp(`/api/reviews/${own.id}$`));
    });
    expect(await section.findByText('No reviews yet')).toBeInTheDocument();
  });

  it("should let the hostel's owner reply to a review", async () => {
    let reviews = [buildReview({ author_name: 'Ayesha K.', is_own: false })];
    const review = reviews[0] as Review;
    const hostel = ratedHostel(reviews);
    const { user, fetchMock } = renderHostelPage(hostel, () => reviews, {
      authState: authStates.owner,
      isOwnHostel: (shown) => shown.id === hostel.id,
      extra: {
        [`/api/reviews/${review.id}/reply`]: (_url, init) => {
          const { reply } = JSON.parse(init?.body as string) as { reply: string };
          const replied = { ...review, reply: { text: reply, updated_at: review.updated_at } };
          reviews = [replied];
          return jsonResponse({ success: true, data: replied });
        },
      },
    });

    const section = await findReviews();
    const article = within(await section.findByRole('article'));
    // The owner reviews nothing.
    expect(section.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    await user.click(article.getByRole('button', { name: 'Reply' }));
    const reply = article.getByRole('textbox', { name: /Your reply/ });
    expect(reply).toHaveFocus();
    await user.type(reply, 'Thank you for staying with us.');
    await user.click(article.getByRole('button', { name: 'Post reply' }));

    expect(await article.findByText('Thank you for staying with us.')).toBeInTheDocument();
    expect(article.getByText('Reply from the owner')).toBeInTheDocument();
    expect(article.getByRole('button', { name: 'Edit reply' })).toHaveFocus();
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(fetchedBody(fetchMock, index)).toEqual({ reply: 'Thank you for staying with us.' });
  });

  it('should mark a review helpful for a signed-in reader and show it marked', async () => {
    const reviews = [buildReview({ helpful_count: 2, marked_helpful: false })];
    const review = reviews[0] as Review;
    const hostel = ratedHostel(reviews);
    const { user, fetchMock } = renderHostelPage(hostel, () => reviews, {
      authState: authStates.student,
      extra: {
        [`/api/reviews/${review.id}/helpful`]: () =>
          jsonResponse({
            success: true,
            data: { review_id: review.id, helpful_count: 3, marked_helpful: true },
          }),
      },
    });

    const section = await findReviews();
    const button = await section.findByRole('button', { name: 'Helpful (2)' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);

    const marked = await section.findByRole('button', { name: 'Helpful (3)' });
    expect(marked).toHaveAttribute('aria-pressed', 'true');
    // Marked once and for good: pressing again sends nothing.
    await user.click(marked);
    expect(fetchedUrls(fetchMock).filter((url) => url.endsWith('/helpful'))).toHaveLength(1);
  });

  it('should show the reviews in Urdu, right to left, with the texts as written', async () => {
    const reviews = [
      buildReview({
        rating: 4,
        author_name: 'Ayesha K.',
        comment: 'Clean rooms, good food and the warden answers at night.',
        reply: { text: 'شکریہ!', updated_at: '2026-11-21T10:00:00.000Z' },
      }),
    ];
    const hostel = ratedHostel(reviews);
    stubFetch({
      [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
      [`/api/enhanced-hostels/${hostel.id}/reviews`]: () =>
        jsonResponse({ success: true, data: buildReviewsPage(reviews) }),
    });
    await renderInUrdu(
      <HostelDetailPage
        hostelId={hostel.id}
        backHref="/hostels"
        onClose={() => {}}
        loadLocationMap={loadLocationMap}
      />,
      { url: `/hostels/${hostel.id}` },
    );

    const heading = await screen.findByRole('heading', { name: 'تبصرے' });
    const section = within(heading.closest('section') as HTMLElement);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(section.getByText('1 تبصرہ')).toBeInTheDocument();
    expect(section.getByText('اوسط ریٹنگ: 5 میں سے 4.0')).toBeInTheDocument();
    const article = within(await section.findByRole('article'));
    expect(article.getByRole('img', { name: '5 میں سے 4 ستارے' })).toBeInTheDocument();
    expect(article.getByText('مالک سے رابطہ کیا')).toBeInTheDocument();
    expect(article.getByText('20 نومبر، 2026')).toBeInTheDocument();
    expect(article.getByText('مالک کا جواب')).toBeInTheDocument();
    // The student's words stay as written, each in its own direction.
    expect(article.getByText(reviews[0]!.comment)).toHaveAttribute('dir', 'auto');
    expect(
      section.getByRole('link', { name: 'تبصرہ لکھنے کے لیے سائن اِن کریں' }),
    ).toBeInTheDocument();
    expect(section.queryByText(/Reviews|Contacted the owner|Sign in/)).not.toBeInTheDocument();
  });
});
