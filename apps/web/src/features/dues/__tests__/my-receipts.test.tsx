import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStates, jsonResponse, renderApp, stubFetch } from '../../../testing/test-utils';

/** Issue 45 item 3: a resident's receipts in their account. */

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My receipts', () => {
  it('should list the receipts of my stays, newest first, each opening its page', async () => {
    stubFetch({
      '/api/users/me/receipts': () =>
        jsonResponse({
          success: true,
          data: [
            {
              number: 'IQB-2026-000015',
              url: 'http://localhost/receipts/b',
              kind: 'reversal',
              amount: 2000,
              method: 'cash',
              paid_on: '2026-11-09',
              month: '2026-11',
              hostel: { id: '45000000-0000-4000-8000-000000000001', name: 'Iqbal Hostel' },
            },
            {
              number: 'IQB-2026-000014',
              url: 'http://localhost/receipts/a',
              kind: 'payment',
              amount: 5000,
              method: 'jazzcash',
              paid_on: '2026-11-08',
              month: '2026-11',
              hostel: { id: '45000000-0000-4000-8000-000000000001', name: 'Iqbal Hostel' },
            },
          ],
        }),
    });
    renderApp({ url: '/my-receipts', authState: authStates.student });
    const list = within(await screen.findByRole('list', { name: 'Receipts' }));
    const [reversal, payment] = list.getAllByRole('listitem');
    expect(reversal).toHaveTextContent('− Rs 2,000Reversal');
    expect(payment).toHaveTextContent(
      'Iqbal HostelNovember 2026 · paid on 8 Nov 2026 · JazzCashRs 5,000Receipt IQB-2026-000014',
    );
    expect(within(payment!).getByRole('link', { name: /IQB-2026-000014/ })).toHaveAttribute(
      'href',
      'http://localhost/receipts/a',
    );
  });

  it('should say when there is no receipt yet', async () => {
    stubFetch({ '/api/users/me/receipts': () => jsonResponse({ success: true, data: [] }) });
    renderApp({ url: '/my-receipts', authState: authStates.student });
    expect(await screen.findByText('No receipts yet')).toBeInTheDocument();
  });
});
