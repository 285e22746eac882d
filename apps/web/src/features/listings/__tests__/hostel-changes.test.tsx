import type { HostelDetail } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHostelChange } from '../../../testing/hostel-change-factories';
import {
  answerConfirm,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderAppInUrdu } from '../../../testing/urdu';
import { listingsText } from '../i18n';
import {
  buildHostelDetail,
  buildOwnerHostel,
  GULBERG,
  LAHORE,
  lookupHandlers,
  ownerStates,
  prepareOwnerTests,
} from './listing-fixtures';

/** Issue 26 'Edits after approval are reviewed', as the owner sees it. */

beforeAll(async () => {
  await prepareOwnerTests();
  await preloadUrdu(listingsText);
});
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOSTEL_ID = 'a7000000-0000-4000-8000-000000000001';

/** An approved hostel whose owner renamed it and added a room photo, waiting for review. */
function waitingDetail(overrides: Partial<HostelDetail> = {}): HostelDetail {
  return buildHostelDetail({
    id: HOSTEL_ID,
    name: 'Iqbal Hostel',
    status: 'approved',
    price_range: '10000 - 12000',
    pending_change: buildHostelChange({
      hostel_id: HOSTEL_ID,
      fields: [{ field: 'name', before: 'Iqbal Hostel', after: 'Iqbal Hostel Annex' }],
      proposed: { name: 'Iqbal Hostel Annex' },
      removed_photos: [],
    }),
    ...overrides,
  });
}

/**
 * The owner's dashboard with Iqbal Hostel: `detail()` answers GET and PUT of the hostel (read
 * at each call), `withdrawn` the DELETE of its waiting change.
 */
function stubOwner({
  detail = () => waitingDetail(),
  hasPendingChange = () => true,
  saved,
}: {
  detail?: () => HostelDetail;
  hasPendingChange?: () => boolean;
  saved?: HostelDetail;
} = {}) {
  return stubFetch({
    ...lookupHandlers,
    '/api/enhanced-hostels/owner/my-hostels': () =>
      jsonResponse({
        success: true,
        data: [
          buildOwnerHostel({
            id: HOSTEL_ID,
            name: 'Iqbal Hostel',
            status: 'approved',
            has_pending_change: hasPendingChange(),
          }),
        ],
      }),
    [`/api/enhanced-hostels/${HOSTEL_ID}`]: (_url, init) =>
      jsonResponse({ success: true, data: init?.method === 'PUT' && saved ? saved : detail() }),
    [`/api/enhanced-hostels/${HOSTEL_ID}/changes/pending`]: () =>
      jsonResponse({ success: true, data: waitingDetail({ pending_change: null }) }),
    '/api/rooms': () => jsonResponse({ success: true, data: [] }),
    // The reference list the form names a proposed area from.
    '/api/enhanced-hostels/towns': () => jsonResponse({ success: true, data: [GULBERG] }),
  });
}

const callsWith = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls.flatMap(([, init], index) => (init?.method === method ? [index] : []));

describe('changes to an approved hostel, for its owner', () => {
  it('should mark the hostel card and withdraw the changes after asking', async () => {
    let waiting = true;
    const fetchMock = stubOwner({ hasPendingChange: () => waiting });
    const user = userEvent.setup();
    renderApp({ url: '/owner', authState: ownerStates.approved });

    const grid = await screen.findByRole('list', { name: 'Your hostels' });
    expect(within(grid).getByText('Changes waiting for review')).toBeInTheDocument();
    expect(
      within(grid).getByText(
        'Students see the approved version until an administrator reviews the changes.',
      ),
    ).toBeInTheDocument();

    // Cancel changes nothing.
    await user.click(
      within(grid).getByRole('button', { name: 'Withdraw changes to Iqbal Hostel' }),
    );
    const question = await answerConfirm(user, 'Withdraw changes?', 'Keep them');
    expect(question).toContain('photos you added are deleted, photos you removed stay');
    expect(callsWith(fetchMock, 'DELETE')).toHaveLength(0);

    waiting = false;
    await user.click(
      within(grid).getByRole('button', { name: 'Withdraw changes to Iqbal Hostel' }),
    );
    await answerConfirm(user, 'Withdraw changes?', 'Withdraw changes');
    expect(await screen.findByText('Changes withdrawn')).toBeInTheDocument();
    const [index] = callsWith(fetchMock, 'DELETE');
    expect(fetchedUrls(fetchMock)[index ?? -1]).toMatch(
      new RegExp(`/api/enhanced-hostels/${HOSTEL_ID}/changes/pending$`),
    );
    // The list reloads and the hostel no longer says it waits.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your hostels' })).queryByText(
          'Changes waiting for review',
        ),
      ).not.toBeInTheDocument(),
    );
  });

  it('should say in the hostel dialog what waits for review', async () => {
    stubOwner();
    const user = userEvent.setup();
    renderApp({ url: '/owner', authState: ownerStates.approved });

    await user.click(await screen.findByRole('button', { name: 'View Iqbal Hostel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hostel Details' }));
    const notice = within(
      await dialog.findByRole('region', { name: 'Changes waiting for review' }),
    );
    expect(notice.getByText('Waiting: Name, 1 photo added')).toBeInTheDocument();
    expect(
      notice.getByRole('button', { name: 'Withdraw changes to Iqbal Hostel' }),
    ).toBeInTheDocument();
  });

  it('should start the edit from the proposed values and warn which changes will wait', async () => {
    const saved = waitingDetail({
      pending_change: buildHostelChange({
        hostel_id: HOSTEL_ID,
        fields: [
          { field: 'name', before: 'Iqbal Hostel', after: 'Iqbal Hostel Annex' },
          { field: 'gender_category', before: 'male', after: 'female' },
        ],
        proposed: { name: 'Iqbal Hostel Annex', gender_category: 'female' },
        added_photos: [],
        removed_photos: [],
      }),
    });
    const fetchMock = stubOwner({ saved });
    const user = userEvent.setup();
    renderApp({ url: '/owner', authState: ownerStates.approved });

    await user.click(await screen.findByRole('button', { name: 'Edit Iqbal Hostel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Hostel' }));
    const name = await dialog.findByLabelText(/^Hostel name/);
    await dialog.findByRole('option', { name: /300 1234567/ });
    // The owner's proposed name, not the approved one students see.
    expect(name).toHaveValue('Iqbal Hostel Annex');
    expect(name).toHaveAccessibleDescription("This change waits for an administrator's review.");
    const waits = () =>
      dialog.queryByRole('heading', { name: 'Some changes will wait for review' });
    expect(waits()).toBeInTheDocument();
    expect(
      dialog.getByText(/^An administrator checks these before students see them: Name\./),
    ).toBeInTheDocument();

    // A small price raise applies at once; a raise of more than a quarter waits.
    const price = dialog.getByLabelText(/^Price range/);
    await user.clear(price);
    await user.type(price, '10000 - 14000');
    expect(price).not.toHaveAccessibleDescription(/administrator/);
    await user.clear(price);
    await user.type(price, '10000 - 16000');
    expect(price).toHaveAccessibleDescription("This change waits for an administrator's review.");
    expect(dialog.getByText(/see them: Name, Price range\./)).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '10000 - 12000');

    await user.selectOptions(dialog.getByLabelText(/^Gender category/), 'female');
    expect(dialog.getByText(/see them: Name, Gender category\./)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Update Hostel' }));
    expect(
      await screen.findByText('Hostel saved. Waiting for review: Name, Gender category.'),
    ).toBeInTheDocument();
    const [index] = callsWith(fetchMock, 'PUT');
    expect(fetchedBody(fetchMock, index)).toMatchObject({
      name: 'Iqbal Hostel Annex',
      gender_category: 'female',
      price_range: '10000 - 12000',
    });
  });

  it('should start from the proposed place, named from the reference lists', async () => {
    stubOwner({
      detail: () =>
        waitingDetail({
          cities: LAHORE,
          towns: { id: 'd2000000-0000-4000-8000-0000000000ff', name: 'Johar Town', name_ur: null },
          pending_change: buildHostelChange({
            hostel_id: HOSTEL_ID,
            fields: [{ field: 'location', before: 'Johar Town, Lahore', after: 'Gulberg, Lahore' }],
            proposed: { town_id: GULBERG.id, latitude: 31.52, longitude: 74.35 },
            added_photos: [],
            removed_photos: [],
          }),
        }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/owner', authState: ownerStates.approved });

    await user.click(await screen.findByRole('button', { name: 'Edit Iqbal Hostel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Hostel' }));
    const place = within(await dialog.findByRole('region', { name: /^Selected location/ }));
    expect(place.getByText('Gulberg')).toBeInTheDocument();
    expect(place.getByText('Lahore')).toBeInTheDocument();
    expect(
      dialog.getByText(
        "The new location waits for an administrator's review; students see the approved one until then.",
      ),
    ).toBeInTheDocument();
  });

  it('should not warn when the edit of an approved hostel only applies at once', async () => {
    stubOwner({
      detail: () => waitingDetail({ pending_change: null }),
      hasPendingChange: () => false,
    });
    const user = userEvent.setup();
    renderApp({ url: '/owner', authState: ownerStates.approved });

    await user.click(await screen.findByRole('button', { name: 'Edit Iqbal Hostel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Hostel' }));
    const name = await dialog.findByLabelText(/^Hostel name/);
    expect(name).toHaveValue('Iqbal Hostel');
    await user.type(dialog.getByLabelText(/^Hostel rules/), ' No smoking.');
    expect(
      dialog.queryByRole('heading', { name: 'Some changes will wait for review' }),
    ).not.toBeInTheDocument();
    await user.type(name, ' Annex');
    expect(
      await dialog.findByRole('heading', { name: 'Some changes will wait for review' }),
    ).toBeInTheDocument();
  });

  it('should save a renamed hostel whose price is a single number without marking the price (issue 40 item 1)', async () => {
    const single = () =>
      waitingDetail({ name: 'Pindi Boys Hostel', price_range: '11500', pending_change: null });
    const fetchMock = stubOwner({
      detail: single,
      hasPendingChange: () => false,
      saved: waitingDetail({
        name: 'Pindi Boys Hostel',
        price_range: '11500',
        pending_change: buildHostelChange({
          hostel_id: HOSTEL_ID,
          fields: [
            { field: 'name', before: 'Pindi Boys Hostel', after: 'Pindi Boys Hostel Annex' },
          ],
          proposed: { name: 'Pindi Boys Hostel Annex' },
          added_photos: [],
          removed_photos: [],
        }),
      }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/owner', authState: ownerStates.approved });

    await user.click(await screen.findByRole('button', { name: 'Edit Iqbal Hostel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Hostel' }));
    const name = await dialog.findByLabelText(/^Hostel name/);
    await dialog.findByRole('option', { name: /300 1234567/ });
    const price = dialog.getByLabelText(/^Price range/);
    expect(price).toHaveValue('11500');
    await user.clear(name);
    await user.type(name, 'Pindi Boys Hostel Annex');
    await user.click(dialog.getByRole('button', { name: 'Update Hostel' }));

    expect(await screen.findByText('Hostel saved. Waiting for review: Name.')).toBeInTheDocument();
    expect(price).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Price range must be in format/)).not.toBeInTheDocument();
    const [index] = callsWith(fetchMock, 'PUT');
    expect(fetchedBody(fetchMock, index)).toMatchObject({
      name: 'Pindi Boys Hostel Annex',
      price_range: '11500',
    });
  });

  it('should say that changes wait for review in Urdu', async () => {
    stubOwner();
    await renderAppInUrdu({ url: '/owner', authState: ownerStates.approved });
    const grid = await screen.findByRole('list', { name: 'آپ کے ہاسٹل' });
    expect(await within(grid).findByText('تبدیلیاں جائزے کی منتظر ہیں')).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: '\u2068Iqbal Hostel\u2069 کی تبدیلیاں واپس لیں' }),
    ).toBeInTheDocument();
  });
});
