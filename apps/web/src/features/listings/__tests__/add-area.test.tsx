import type { Town } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import type { AuthState } from '../../../lib/auth';
import { LocationPicker } from '../components/location-picker/location-picker';
import {
  EMPTY_LOCATION,
  type LocationSelection,
} from '../components/location-picker/location-selection';
import {
  GULBERG,
  LAHORE,
  lookupHandlers,
  ownerStates,
  prepareOwnerTests,
} from './listing-fixtures';

/**
 * Issue 22 item 17: an owner whose area is missing from the town picker adds it from there; it
 * is created pending review and chosen at once, with a 'Pending review' marker.
 */

beforeAll(prepareOwnerTests);

afterEach(() => {
  vi.unstubAllGlobals();
});

const NEW_AREA: Town = {
  id: 'd2000000-0000-4000-8000-0000000000a1',
  name: 'Satellite Town Block C',
  // An owner-typed area has no Urdu name.
  name_ur: null,
  city_id: LAHORE.id,
  latitude: null,
  longitude: null,
  status: 'pending',
};

function Harness({ onConfirm }: { onConfirm: (value: LocationSelection) => void }) {
  const [value, setValue] = useState(EMPTY_LOCATION);
  return (
    <LocationPicker
      value={value}
      onConfirm={(next) => {
        setValue(next);
        onConfirm(next);
      }}
    />
  );
}

/** Town lookups: Gulberg matches 'gul'; the new area once it exists; nothing else. */
function stubAreas(created: { town: Town | null }, answer?: () => Response) {
  return stubFetch({
    ...lookupHandlers,
    '/api/locations/towns': (url) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const towns = [GULBERG, ...(created.town ? [created.town] : [])];
      return jsonResponse({
        success: true,
        data: towns.filter((town) => town.name.toLowerCase().includes(search)),
      });
    },
    '/api/towns': () => {
      if (answer) return answer();
      created.town = NEW_AREA;
      return jsonResponse({ success: true, data: NEW_AREA }, 201);
    },
  });
}

async function chooseLahore(authState: AuthState, onConfirm = vi.fn()) {
  const user = userEvent.setup();
  renderWithProviders(<Harness onConfirm={onConfirm} />, { authState });
  await user.type(screen.getByLabelText('City'), 'lah');
  await user.click(
    await within(screen.getByRole('list', { name: 'City matches' })).findByRole('button', {
      name: /^Lahore/,
    }),
  );
  return user;
}

describe('adding a missing area from the town picker', () => {
  it('should add the typed area from the keyboard, choose it and mark it pending review', async () => {
    const created = { town: null as Town | null };
    const fetchMock = stubAreas(created);
    const onConfirm = vi.fn();
    const user = await chooseLahore(ownerStates.approved, onConfirm);

    await user.type(screen.getByLabelText('Town/Area'), '  Satellite   Town Block C');
    expect(await screen.findByText(/^No towns or areas found matching/)).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add “Satellite Town Block C” as a new area' });
    // Keyboard: Tab from the search box reaches it, Enter adds.
    await user.tab();
    expect(add).toHaveFocus();
    await user.keyboard('{Enter}');

    const chosen = await screen.findByRole('button', { name: 'Change Town/Area' });
    const box = chosen.parentElement as HTMLElement;
    expect(box).toHaveTextContent('Satellite Town Block C');
    expect(within(box).getByText('Pending review')).toBeInTheDocument();
    const index = fetchedUrls(fetchMock).findIndex((url) => url.endsWith('/api/towns'));
    expect(fetchMock.mock.calls[index]?.[1]?.method).toBe('POST');
    expect(fetchedBody(fetchMock, index)).toEqual({
      city_id: LAHORE.id,
      name: 'Satellite Town Block C',
    });

    await user.click(screen.getByRole('button', { name: 'Confirm Location Selection' }));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        city_id: LAHORE.id,
        town_id: NEW_AREA.id,
        town_name: NEW_AREA.name,
      }),
    );
  });

  it('should mark a pending area among the matches and offer no add for a listed name', async () => {
    stubAreas({ town: NEW_AREA });
    const user = await chooseLahore(ownerStates.approved);
    await user.type(screen.getByLabelText('Town/Area'), 'satellite town block c');
    const matches = await screen.findByRole('list', { name: 'Town/Area matches' });
    expect(
      within(matches).getByRole('button', { name: 'Satellite Town Block C Pending review' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /as a new area$/ })).not.toBeInTheDocument();

    // A partial match still lets the owner add the longer name.
    await user.clear(screen.getByLabelText('Town/Area'));
    await user.type(screen.getByLabelText('Town/Area'), 'Gulberg Greens');
    expect(
      await screen.findByRole('button', { name: 'Add “Gulberg Greens” as a new area' }),
    ).toBeInTheDocument();
  });

  it("should show the server's refusal where the owner added", async () => {
    stubAreas({ town: null }, () =>
      jsonResponse(
        {
          success: false,
          code: 'CONFLICT',
          error: 'You already have 10 new areas waiting for review.',
        },
        409,
      ),
    );
    const user = await chooseLahore(ownerStates.approved);
    await user.type(screen.getByLabelText('Town/Area'), 'Canal View');
    await user.click(await screen.findByRole('button', { name: 'Add “Canal View” as a new area' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have 10 new areas waiting for review.',
    );
    expect(screen.queryByRole('button', { name: 'Change Town/Area' })).not.toBeInTheDocument();
  });

  it('should refuse a name with characters an area cannot have before asking the server', async () => {
    const fetchMock = stubAreas({ town: null });
    const user = await chooseLahore(ownerStates.approved);
    await user.type(screen.getByLabelText('Town/Area'), 'Block <B>');
    await user.click(await screen.findByRole('button', { name: 'Add “Block <B>” as a new area' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Area name may contain letters');
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/api/towns'))).toBe(false);
  });

  it('should offer no add to an administrator editing a hostel', async () => {
    stubAreas({ town: null });
    const user = await chooseLahore(authStates.admin);
    await user.type(screen.getByLabelText('Town/Area'), 'Canal View');
    expect(
      await screen.findByText('No towns or areas found matching "Canal View"'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /as a new area$/ })).not.toBeInTheDocument();
  });
});
