import { SAVED_SEARCH_MESSAGES, type UnsubscribeState } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStates, jsonResponse, renderApp, stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderAppInUrdu } from '../../../testing/urdu';
import { savedSearchesText } from '../i18n';

/**
 * Issue 29: where an alert email's unsubscribe link lands. No sign-in; it asks before turning
 * alerts off (mail scanners open links), then says they are off, or were already.
 */

beforeAll(async () => {
  await preloadUrdu(savedSearchesText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A search's name as the page shows it: a Unicode isolate, so it keeps its own direction. */
const isolated = (name: string) => `\u2068${name}\u2069`;

const TOKEN = 'signed.token.value';
const URL_OF_LINK = `/alerts/unsubscribe?token=${TOKEN}`;

/** The API's link: its search, off once POSTed; `already_off` on every later POST. */
function stubLink(initial: UnsubscribeState) {
  let state = initial;
  return stubFetch({
    '/api/alerts/unsubscribe': (url, init) => {
      expect(url.searchParams.get('token')).toBe(TOKEN);
      if (init?.method === 'POST') {
        state = { ...state, already_off: state.off, off: true };
      }
      return jsonResponse({ success: true, data: state });
    },
  });
}

const ON: UnsubscribeState = {
  scope: 'saved_search',
  names: ['Lahore girls'],
  off: false,
  already_off: false,
};

describe('the unsubscribe page', () => {
  it('should ask a guest, then turn the search’s alerts off', async () => {
    const fetchMock = stubLink(ON);
    const user = userEvent.setup();
    renderApp({ url: URL_OF_LINK, authState: authStates.signedOut });

    expect(
      await screen.findByText('Turn off the alerts for your saved search “Lahore girls”?'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Turn off alerts for “Lahore girls”' }));

    expect(
      await screen.findByText('Done: these alerts are off. You will get no more of these emails.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage your alerts' })).not.toBeInTheDocument();
  });

  it('should name every search of a daily digest’s link, in English and in Urdu', async () => {
    const digest: UnsubscribeState = { ...ON, names: ['Lahore girls', 'Near UET', 'Cheap'] };
    stubLink(digest);
    const { unmount } = renderApp({ url: URL_OF_LINK });
    expect(
      await screen.findByText(
        'Turn off the alerts for your saved searches “Lahore girls”, “Near UET” and “Cheap”?',
      ),
    ).toBeInTheDocument();
    unmount();

    stubLink(digest);
    await renderAppInUrdu({ url: URL_OF_LINK });
    expect(
      await screen.findByText(
        `اپنی محفوظ تلاشوں “${isolated('Lahore girls')}”، “${isolated('Near UET')}” اور “${isolated('Cheap')}” کے الرٹس بند کریں؟`,
      ),
    ).toBeInTheDocument();
  });

  it('should say a used link’s alerts are already off', async () => {
    stubLink({ ...ON, off: true, already_off: true });
    renderApp({ url: URL_OF_LINK, authState: authStates.student });

    expect(await screen.findByText('These alerts are already off.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Turn off alerts/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
  });

  it('should show the server’s sentence for a link that is not valid', async () => {
    stubFetch({
      '/api/alerts/unsubscribe': () =>
        jsonResponse(
          {
            success: false,
            error: SAVED_SEARCH_MESSAGES.unsubscribeInvalid,
            code: 'INVALID_TOKEN',
          },
          400,
        ),
    });
    renderApp({ url: URL_OF_LINK });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SAVED_SEARCH_MESSAGES.unsubscribeInvalid,
    );
  });

  it('should ask about the favourites in Urdu, right to left', async () => {
    stubLink({ scope: 'favorites', names: [], off: false, already_off: false });
    await renderAppInUrdu({ url: URL_OF_LINK });

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(
      await screen.findByText('اپنے پسندیدہ ہاسٹلوں پر قیمت اور خالی بستر کے الرٹس بند کریں؟'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پسندیدہ ہاسٹلوں کے الرٹس بند کریں' })).toHaveFocus();
  });

  // Issue 40 item 11: the one step left is obvious, named, and takes the focus; Enter does it.
  it('should make its one button the next step: named after the search, focused, alone', async () => {
    const fetchMock = stubLink(ON);
    const user = userEvent.setup();
    renderApp({ url: URL_OF_LINK, authState: authStates.student });

    const button = await screen.findByRole('button', {
      name: 'Turn off alerts for “Lahore girls”',
    });
    expect(button).toHaveFocus();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('button')).toEqual([button]);
    // The other ways on are links beside it, not buttons.
    expect(within(main).getByRole('link', { name: 'Manage your alerts' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Done: these alerts are off. You will get no more of these emails.'),
    ).toBeInTheDocument();
  });

  it('should name a digest’s searches by their number, and one search in Urdu', async () => {
    stubLink({ ...ON, names: ['Lahore girls', 'Near UET', 'Cheap'] });
    const { unmount } = renderApp({ url: URL_OF_LINK });
    expect(
      await screen.findByRole('button', { name: 'Turn off alerts for these 3 searches' }),
    ).toHaveFocus();
    unmount();

    stubLink(ON);
    await renderAppInUrdu({ url: URL_OF_LINK });
    expect(
      await screen.findByRole('button', {
        name: `“${isolated('Lahore girls')}” کے الرٹس بند کریں`,
      }),
    ).toHaveFocus();
  });
});
