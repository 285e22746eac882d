import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentsText } from '../../../components/i18n';
import { libText, loadNamespace } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { RoomImageManager } from '../components/room-image-manager';
import { imagesText } from '../i18n';

const ROOM_ID = 'b4000000-0000-4000-8000-000000000001';

// The Urdu catalogues load before rendering, so nothing suspends midway through the test.
// The shared texts' Urdu loads before the console is watched: lib/i18n/server-text-ur.ts
// activates its Lingui instance before loading it, and Lingui warns once when the module loads.
beforeAll(async () => {
  await Promise.all([
    import('../../../lib/i18n/server-text-ur'),
    loadNamespace(imagesText, 'ur'),
    loadNamespace(libText, 'ur'),
    loadNamespace(componentsText, 'ur'),
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the room image manager in Urdu', () => {
  it('should show its headings and buttons in Urdu', async () => {
    stubFetch({
      [`/api/images/rooms/${ROOM_ID}`]: () => jsonResponse({ success: true, data: [] }),
    });
    // An awaited, async act: the components suspend until their Urdu catalogues have loaded,
    // and React retries them only inside such an act.
    await act(async () => {
      renderWithProviders(
        <RoomImageManager roomId={ROOM_ID} onChanged={vi.fn()} onDone={vi.fn()} />,
        { language: 'ur' },
      );
      await Promise.resolve();
    });
    expect(
      await screen.findByRole('heading', { name: 'ابھی کوئی تصویر نہیں' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'کمرے کی تصاویر (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصویر اپ لوڈ کریں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مکمل' })).toBeInTheDocument();
  });
});
