import { screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStates, jsonResponse, stubFetch, users } from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { MessagesButton } from '../components/messages-button';
import { MessagesDialog } from '../components/messages-dialog';
import { useMessagingContext } from '../context/messaging-provider';

beforeAll(async () => {
  // The shared texts' Urdu module warns once as it sets up its own Lingui instance (in
  // lib/i18n, outside this feature); loaded here, it is cached before the test's console check.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await preloadUrdu();
  warn.mockRestore();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function OpenMessages() {
  const { openMessages } = useMessagingContext();
  useEffect(() => openMessages(), [openMessages]);
  return null;
}

describe('messaging in Urdu (issue 24)', () => {
  it('should show the chat dialog in Urdu', async () => {
    stubFetch({
      [`/api/messaging/chats/${users.owner.id}`]: () => jsonResponse({ success: true, data: [] }),
    });
    // The Urdu catalogues load on first use: the render waits for them (Suspense).
    await renderInUrdu(
      <>
        <MessagesButton />
        <OpenMessages />
        <MessagesDialog />
      </>,
      { authState: authStates.owner },
    );

    const dialog = await screen.findByRole('dialog', { name: 'پیغامات' });
    expect(await within(dialog).findByText('ابھی کوئی گفتگو نہیں')).toBeInTheDocument();
  });
});
