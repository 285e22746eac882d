import type { ImageRecord } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchedBody,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import {
  localFileProblem,
  RoomImageManager,
  titleFromFileName,
} from '../components/room-image-manager';

const ROOM_ID = 'b4000000-0000-4000-8000-000000000001';

afterEach(() => {
  vi.unstubAllGlobals();
});

function image(index: number, overrides: Partial<ImageRecord> = {}): ImageRecord {
  return {
    id: `c4000000-0000-4000-8000-00000000000${index}`,
    image_url: `/uploads/images/${index}.webp`,
    thumbnail_url: `/uploads/images/${index}-thumb.webp`,
    image_title: `Photo ${index}`,
    image_description: null,
    is_primary: index === 0,
    display_order: index,
    ...overrides,
  };
}

describe('the room image manager', () => {
  it('should check a picked file before uploading and fill the title from its name', () => {
    expect(titleFromFileName('corner_room-view.JPG')).toBe('corner room view');
    expect(localFileProblem(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).toBe(
      'Only JPEG, PNG, JPG, and WebP images are allowed',
    );
    const big = new File([new Uint8Array(5_242_881)], 'big.jpg', { type: 'image/jpeg' });
    expect(localFileProblem(big)).toBe('Image size must be less than 5MB');
    expect(localFileProblem(new File(['x'], 'ok.png', { type: 'image/png' }))).toBeNull();
  });

  it("should say 'No Images Yet' and name a refused file", async () => {
    stubFetch({
      [`/api/images/rooms/${ROOM_ID}`]: () => jsonResponse({ success: true, data: [] }),
    });
    renderWithProviders(<RoomImageManager roomId={ROOM_ID} onChanged={vi.fn()} onDone={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'No Images Yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Room Images (0)' })).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Photo', { exact: true }),
      new File(['<html>'], 'page.gif', { type: 'image/gif' }),
      { applyAccept: false },
    );
    expect(
      screen.getByText('Invalid file "page.gif": Only JPEG, PNG, JPG, and WebP images are allowed'),
    ).toBeInTheDocument();
  });

  // Issue 22 item 14: pressing Upload after a refused file replaced the size message with
  // 'Please select a valid image file'.
  it('should keep saying the size limit for a file over 5 MB, also after Upload', async () => {
    const fetchMock = stubFetch({
      [`/api/images/rooms/${ROOM_ID}`]: () => jsonResponse({ success: true, data: [] }),
    });
    renderWithProviders(<RoomImageManager roomId={ROOM_ID} onChanged={vi.fn()} onDone={vi.fn()} />);
    await screen.findByRole('heading', { name: 'No Images Yet' });
    await userEvent.upload(
      screen.getByLabelText('Photo', { exact: true }),
      new File([new Uint8Array(5_242_881)], 'big.jpg', { type: 'image/jpeg' }),
    );
    const sizeError = 'Invalid file "big.jpg": Image size must be less than 5MB';
    expect(screen.getByText(sizeError)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(screen.getByText(sizeError)).toBeInTheDocument();
    expect(screen.queryByText(/Please select a valid image file/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('should show each photo with its badge, cut descriptions, and disable the outer moves', async () => {
    const images = [
      image(0, { image_description: 'D'.repeat(90) }),
      image(1, { image_title: null }),
      image(2),
    ];
    const fetchMock = stubFetch({
      [`/api/images/rooms/${ROOM_ID}`]: () => jsonResponse({ success: true, data: images }),
      [`/api/images/rooms/${ROOM_ID}/${images[1]?.id ?? ''}`]: () =>
        jsonResponse({ success: true, data: images[1] }),
    });
    const onChanged = vi.fn();
    renderWithProviders(
      <RoomImageManager roomId={ROOM_ID} onChanged={onChanged} onDone={vi.fn()} />,
    );
    const grid = await screen.findByRole('list', { name: 'Room images' });
    expect(screen.getByRole('heading', { name: 'Room Images (3)' })).toBeInTheDocument();
    expect(within(grid).getAllByText('Primary', { selector: 'span' })).toHaveLength(1);
    expect(within(grid).getByText(`${'D'.repeat(80)}…`)).toBeInTheDocument();
    expect(within(grid).getByText('Untitled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Photo 0 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Photo 2 down' })).toBeDisabled();

    // Moving "Untitled" up sends the order of the photo above it.
    await userEvent.click(screen.getByRole('button', { name: 'Move Untitled up' }));
    const putIndex = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(fetchedBody(fetchMock, putIndex)).toEqual({
      display_order: 0,
    });
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
  });
});
