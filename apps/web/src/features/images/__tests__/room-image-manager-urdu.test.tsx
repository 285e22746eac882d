import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { RoomImageManager } from '../components/room-image-manager';
import { imagesText } from '../i18n';

const ROOM_ID = 'b4000000-0000-4000-8000-000000000001';

// The Urdu catalogues load before rendering, so nothing suspends midway through the test.
// The shared texts' Urdu loads before the console is watched: lib/i18n/server-text-ur.ts
// activates its Lingui instance before loading it, and Lingui warns once when the module loads.
beforeAll(async () => {
  await preloadUrdu(imagesText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the room image manager in Urdu', () => {
  it('should show its headings and buttons in Urdu', async () => {
    stubFetch({
      [`/api/images/rooms/${ROOM_ID}`]: () => jsonResponse({ success: true, data: [] }),
    });
    await renderInUrdu(<RoomImageManager roomId={ROOM_ID} onChanged={vi.fn()} onDone={vi.fn()} />);
    expect(
      await screen.findByRole('heading', { name: 'ابھی کوئی تصویر نہیں' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'کمرے کی تصاویر (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصویر اپ لوڈ کریں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مکمل' })).toBeInTheDocument();
  });
});
