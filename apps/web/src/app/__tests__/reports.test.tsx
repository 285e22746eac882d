import { REPORT_MESSAGES, type HostelDetail, type Review } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../lib/auth';
import { buildReport } from '../../testing/factories';
import {
  buildHostelDetail,
  buildReview,
  buildReviewsPage,
} from '../../testing/hostel-detail-factories';
import {
  authStates,
  fetchedBody,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../testing/test-utils';
import HostelRoute from '../routes/hostels/hostel';

/**
 * Issue 26: reporting from the hostel's page, as the route composes it (the hostel detail
 * feature draws the page, the reports feature the action and its dialog).
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

function ratedHostel(reviews: Review[]): HostelDetail {
  const page = buildReviewsPage(reviews);
  return buildHostelDetail({
    name: 'Iqbal Hostel',
    rating_average: page.aggregate.rating_average,
    rating_count: page.aggregate.rating_count,
    rating_distribution: page.aggregate.distribution,
  });
}

/** Serves the hostel, its reviews and POST /api/reports (`report`), and opens its page. */
function renderHostelRoute(
  hostel: HostelDetail,
  reviews: Review[],
  {
    authState = authStates.student,
    report = () => jsonResponse({ success: true, data: buildReport() }, 201),
  }: { authState?: AuthState; report?: () => Response } = {},
) {
  const fetchMock = stubFetch({
    [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
    [`/api/enhanced-hostels/${hostel.id}/reviews`]: () =>
      jsonResponse({ success: true, data: buildReviewsPage(reviews) }),
    '/api/reports': report,
  });
  const result = renderApp({
    routes: [{ path: '/hostels/:id', element: <HostelRoute /> }],
    url: `/hostels/${hostel.id}`,
    authState,
  });
  return { ...result, fetchMock, user: userEvent.setup() };
}

async function findReviewList() {
  const heading = await screen.findByRole('heading', { name: 'Reviews' });
  const section = within(heading.closest('section') as HTMLElement);
  return within(await section.findByRole('list', { name: 'Student reviews' }));
}

const reportPosts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('Reporting from the hostel page', () => {
  it('should report a review with a reason, asking for details for "Something else"', async () => {
    const reviews = [buildReview({ author_name: 'Hamza A.', is_own: false })];
    const review = reviews[0] as Review;
    const { user, fetchMock } = renderHostelRoute(ratedHostel(reviews), reviews);

    const list = await findReviewList();
    const article = within(list.getByRole('article'));
    const report = article.getByRole('button', { name: 'Report' });
    await user.click(report);

    const dialog = within(await screen.findByRole('dialog', { name: 'Report this review' }));
    // The reasons offered for a review, and only those.
    const reasons = within(dialog.getByRole('group', { name: /What is wrong\?/ }));
    expect(
      reasons.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Offensive or abusive',
      'Spam or advertising',
      'False information',
      'Something else',
    ]);
    expect(dialog.getByText('0 of 1,000 characters (optional)')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(dialog.getByText('Please choose a reason')).toBeInTheDocument();
    expect(reasons.getByRole('radio', { name: 'Offensive or abusive' })).toHaveFocus();

    await user.click(reasons.getByRole('radio', { name: 'Something else' }));
    const details = dialog.getByRole('textbox', { name: /Details/ });
    await user.type(details, 'Fake');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(
      dialog.getByText('Please describe the problem in at least 10 characters'),
    ).toBeInTheDocument();
    expect(details).toHaveFocus();
    expect(dialog.getByText('4 of 1,000 characters (at least 10)')).toBeInTheDocument();
    expect(reportPosts(fetchMock)).toHaveLength(0);

    await user.type(details, ' review: the author never stayed here.  ');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(
      await screen.findByText('Thanks, an administrator will look at it.'),
    ).toBeInTheDocument();
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(fetchedBody(fetchMock, index)).toEqual({
      target_type: 'review',
      target_id: review.id,
      reason: 'other',
      details: 'Fake review: the author never stayed here.',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Report this review' })).not.toBeInTheDocument(),
    );
    // Keyboard focus goes back to the button that opened it.
    await waitFor(() => expect(report).toHaveFocus());
  });

  it("should show the server's sentence when the reader already reported it", async () => {
    const reviews = [buildReview({ is_own: false })];
    const { user } = renderHostelRoute(ratedHostel(reviews), reviews, {
      report: () =>
        jsonResponse(
          { success: false, error: REPORT_MESSAGES.alreadyReported, code: 'CONFLICT' },
          409,
        ),
    });

    const list = await findReviewList();
    await user.click(within(list.getByRole('article')).getByRole('button', { name: 'Report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this review' }));
    await user.click(dialog.getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You have already reported this. An administrator will look at your report soon.',
    );
    // Still open: the reader reads why, then closes it.
    expect(screen.getByRole('dialog', { name: 'Report this review' })).toBeInTheDocument();
  });

  it("should leave Report off the reader's own review and offer the hostel's report", async () => {
    const reviews = [
      buildReview({ author_name: 'Ayesha K.', is_own: true }),
      buildReview({ author_name: 'Hamza A.', is_own: false }),
    ];
    const { user } = renderHostelRoute(ratedHostel(reviews), reviews);

    const list = await findReviewList();
    const [own, other] = list.getAllByRole('article');
    expect(within(own as HTMLElement).queryByRole('button', { name: 'Report' })).toBeNull();
    expect(within(other as HTMLElement).getByRole('button', { name: 'Report' })).toBeVisible();

    // The hostel itself, from the contact section, with a hostel's reasons.
    await user.click(screen.getByRole('button', { name: 'Report this hostel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this hostel' }));
    expect(
      dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Fake or misleading photos',
      'Wrong price',
      'The hostel does not exist',
      'Unsafe',
      'Something else',
    ]);
  });

  it('should ask a guest to sign in to report, and bring them back', async () => {
    const reviews = [buildReview({ is_own: false })];
    const hostel = ratedHostel(reviews);
    renderHostelRoute(hostel, reviews, { authState: authStates.signedOut });

    const list = await findReviewList();
    const back = `/login?redirect=${encodeURIComponent(`/hostels/${hostel.id}`)}`;
    const article = within(list.getByRole('article'));
    expect(article.queryByRole('button', { name: 'Report' })).toBeNull();
    expect(article.getByRole('link', { name: 'Sign in to report' })).toHaveAttribute('href', back);
    // The hostel's own report asks the same.
    const links = screen.getAllByRole('link', { name: 'Sign in to report' });
    expect(links).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Report this hostel' })).toBeNull();
  });
});
