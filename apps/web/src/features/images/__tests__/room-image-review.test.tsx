import type { ImageRecord } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoomImage } from '../../../testing/hostel-detail-factories';
import {
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { RoomImageManager } from '../components/room-image-manager';
import { imagesText } from '../i18n';

/** A room's photos waiting for review (issue 26 'Edits after approval are reviewed'). */

const ROOM_ID = 'b4100000-0000-4000-8000-000000000001';

beforeAll(async () => {
  await preloadUrdu(imagesText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An approved photo, one the owner added (waiting) and one the owner removed (waiting). */
function photos(): ImageRecord[] {
  return [
    buildRoomImage({ image_title: 'Front view', is_primary: true, display_order: 0 }),
    buildRoomImage({ image_title: 'New desk', display_order: 1, review: 'pending_addition' }),
    buildRoomImage({ image_title: 'Old bed', display_order: 2, review: 'pending_removal' }),
    buildRoomImage({ image_title: 'Window', display_order: 3 }),
  ];
}

describe('room photos waiting for review', () => {
  it('should mark them and offer only what the API allows', async () => {
    const list = photos();
    const fetchMock = stubFetch({
      [`/api/images/rooms/${ROOM_ID}`]: () => jsonResponse({ success: true, data: list }),
      [`/api/images/rooms/${ROOM_ID}/${list[1]?.id ?? ''}`]: () =>
        jsonResponse({ success: true, data: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RoomImageManager roomId={ROOM_ID} onChanged={vi.fn()} onDone={vi.fn()} />);

    const grid = within(await screen.findByRole('list', { name: 'Room images' }));
    const [front, added, removed, last] = grid.getAllByRole('listitem');
    expect(within(added as HTMLElement).getByText('Waiting for review')).toBeInTheDocument();
    expect(
      within(removed as HTMLElement).getByText('Will be removed after review'),
    ).toBeInTheDocument();
    // A new photo can only be discarded; a removed one offers nothing.
    expect(
      within(added as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Discard New desk']);
    expect(within(removed as HTMLElement).queryAllByRole('button')).toHaveLength(0);
    // Approved photos move past the waiting ones: Front view's neighbour is Window.
    expect(
      within(front as HTMLElement).getByRole('button', { name: 'Move Front view down' }),
    ).toBeEnabled();
    expect(
      within(last as HTMLElement).getByRole('button', { name: 'Move Window down' }),
    ).toBeDisabled();
    expect(
      within(last as HTMLElement).getByRole('button', { name: 'Move Window up' }),
    ).toBeEnabled();

    await user.click(
      within(added as HTMLElement).getByRole('button', { name: 'Discard New desk' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Deletion' }));
    expect(
      dialog.getByText(
        'Discard this photo? It is waiting for review, so students have not seen it.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete Image' }));
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'DELETE');
    expect(fetchedUrls(fetchMock)[index]).toContain(
      `/api/images/rooms/${ROOM_ID}/${list[1]?.id ?? ''}`,
    );
  });

  it('should say when a deleted photo waits for review before it goes', async () => {
    const list = photos();
    const target = list[3] as ImageRecord;
    stubFetch({
      [`/api/images/rooms/${ROOM_ID}`]: () => jsonResponse({ success: true, data: list }),
      [`/api/images/rooms/${ROOM_ID}/${target.id}`]: () => {
        list[3] = { ...target, review: 'pending_removal' };
        return jsonResponse({ success: true, data: null });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <RoomImageManager
        roomId={ROOM_ID}
        onChanged={vi.fn()}
        onDone={vi.fn()}
        changesWaitForReview
      />,
    );

    await user.click(await screen.findByRole('button', { name: 'Delete Window' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Deletion' }));
    // The hostel is approved: asked before, the owner learns the photo stays until review.
    expect(
      dialog.getByText(
        'Remove this photo? Students keep seeing it until an administrator approves the removal.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete Image' }));
    expect(
      await screen.findByText(
        'The photo will be removed once an administrator approves the change. Students see it until then.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('Will be removed after review')).toHaveLength(2);
  });

  it('should mark them in Urdu', async () => {
    stubFetch({
      [`/api/images/rooms/${ROOM_ID}`]: () => jsonResponse({ success: true, data: photos() }),
    });
    await renderInUrdu(<RoomImageManager roomId={ROOM_ID} onChanged={vi.fn()} onDone={vi.fn()} />);
    expect(await screen.findByText('جائزے کی منتظر', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('جائزے کے بعد ہٹا دی جائے گی')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '\u2068New desk\u2069 ہٹا دیں' }),
    ).toBeInTheDocument();
  });
});
