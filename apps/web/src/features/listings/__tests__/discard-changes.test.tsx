import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, stubFetch } from '../../../testing/test-utils';
import { buildMessInfo, buildRoom, buildRoomImage } from '../../../testing/hostel-detail-factories';
import {
  buildHostelDetail,
  buildOwnerHostel,
  lookupHandlers,
  ownerStates,
  prepareOwnerTests,
} from './listing-fixtures';

/**
 * Issue 22 item 9: Escape, the X, Cancel or a click outside a form with unsaved changes asks
 * "Discard changes?" (Keep editing / Discard) instead of throwing the changes away.
 */

beforeAll(prepareOwnerTests);
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOSTEL_ID = 'a6000000-0000-4000-8000-000000000001';
const detail = buildHostelDetail({
  id: HOSTEL_ID,
  name: 'Iqbal Boys Hostel',
  mess_info: buildMessInfo({ hostel_id: HOSTEL_ID }),
});

function stubOwnerApi() {
  return stubFetch({
    ...lookupHandlers,
    '/api/enhanced-hostels/owner/my-hostels': () =>
      jsonResponse({
        success: true,
        data: [buildOwnerHostel({ id: HOSTEL_ID, name: 'Iqbal Boys Hostel' })],
      }),
    [`/api/enhanced-hostels/${HOSTEL_ID}`]: () => jsonResponse({ success: true, data: detail }),
    '/api/rooms': () => jsonResponse({ success: true, data: [] }),
  });
}

const question = () => screen.findByRole('dialog', { name: 'Discard changes?' });

const ROOM_ID = 'b6000000-0000-4000-8000-000000000001';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** The room page with one room ("Corner Room") that has one photo ("Front view"). */
function stubRoomWithPhoto() {
  const photo = buildRoomImage({ image_title: 'Front view', is_primary: true });
  return stubFetch({
    ...lookupHandlers,
    '/api/enhanced-hostels/owner/my-hostels': () =>
      jsonResponse({
        success: true,
        data: [buildOwnerHostel({ id: HOSTEL_ID, name: 'Iqbal Boys Hostel' })],
      }),
    [`/api/enhanced-hostels/${HOSTEL_ID}`]: () => jsonResponse({ success: true, data: detail }),
    '/api/rooms': () =>
      jsonResponse({
        success: true,
        data: [
          buildRoom({
            id: ROOM_ID,
            hostel_id: HOSTEL_ID,
            room_title: 'Corner Room',
            room_images: [photo],
          }),
        ],
      }),
    [`/api/images/rooms/${ROOM_ID}`]: () => jsonResponse({ success: true, data: [photo] }),
  });
}

describe('Discard changes? (issue 22 item 9)', () => {
  it('should close the wizard at once when nothing was entered', async () => {
    stubOwnerApi();
    renderApp({ url: '/owner', authState: ownerStates.approved });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Hostel' }));
    await screen.findByRole('dialog', { name: 'Create Hostel with Rooms' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Create Hostel with Rooms' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });

  it('should ask before Escape or the X throws the wizard away; Keep editing keeps it', async () => {
    stubOwnerApi();
    renderApp({ url: '/owner', authState: ownerStates.approved });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Hostel' }));
    const wizard = await screen.findByRole('dialog', { name: 'Create Hostel with Rooms' });
    await userEvent.type(within(wizard).getByLabelText(/^Hostel name/), 'Iqbal Boys Hostel');

    await userEvent.keyboard('{Escape}');
    const ask = await question();
    expect(ask).toHaveTextContent('You have unsaved changes');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
    expect(within(wizard).getByLabelText(/^Hostel name/)).toHaveValue('Iqbal Boys Hostel');

    await userEvent.click(within(wizard).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog', { name: 'Create Hostel with Rooms' })).toBeNull();
  });

  it('should be answered by keyboard: Escape keeps editing, Discard by Tab and Enter', async () => {
    stubOwnerApi();
    renderApp({ url: '/owner', authState: ownerStates.approved });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Hostel' }));
    const wizard = await screen.findByRole('dialog', { name: 'Create Hostel with Rooms' });
    await userEvent.type(within(wizard).getByLabelText(/^Hostel name/), 'Iqbal Boys Hostel');

    await userEvent.keyboard('{Escape}');
    const ask = await question();
    expect(ask).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Create Hostel with Rooms' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    const again = await question();
    const discard = within(again).getByRole('button', { name: 'Discard' });
    for (let tab = 0; tab < 5 && document.activeElement !== discard; tab += 1) {
      await userEvent.tab();
    }
    expect(discard).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Create Hostel with Rooms' })).toBeNull();
  });

  it('should ask before leaving the page with the wizard filled in', async () => {
    stubOwnerApi();
    const { router } = renderApp({ url: '/owner', authState: ownerStates.approved });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Hostel' }));
    const wizard = await screen.findByRole('dialog', { name: 'Create Hostel with Rooms' });
    await userEvent.type(within(wizard).getByLabelText(/^Hostel name/), 'Iqbal Boys Hostel');
    // A link of the page behind the dialog: like browser Back, it would leave /owner.
    const away = screen
      .getAllByRole('link', { hidden: true })
      .find((link) => link.getAttribute('href') === '/contact');
    fireEvent.click(away as HTMLElement);
    await userEvent.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/owner');
    expect(within(wizard).getByLabelText(/^Hostel name/)).toHaveValue('Iqbal Boys Hostel');
  });

  it('should ask before Cancel throws away an edited hostel', async () => {
    stubOwnerApi();
    renderApp({ url: '/owner', authState: ownerStates.approved });
    const edit = await screen.findByRole('button', { name: 'Edit Iqbal Boys Hostel' });
    // Nothing changed: Cancel closes at once (the stored phone is shown in +92 form).
    await userEvent.click(edit);
    let dialog = await screen.findByRole('dialog', { name: 'Edit Hostel' });
    await within(dialog).findByLabelText(/^Hostel name/);
    await within(dialog).findByRole('option', { name: /300 1234567/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Edit Hostel' })).toBeNull();

    await userEvent.click(edit);
    dialog = await screen.findByRole('dialog', { name: 'Edit Hostel' });
    const name = await within(dialog).findByLabelText(/^Hostel name/);
    await userEvent.type(name, ' Annex');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText(/^Hostel name/)).toHaveValue('Iqbal Boys Hostel Annex');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog', { name: 'Edit Hostel' })).toBeNull();
  });

  it('should ask before Escape throws away a changed meal in the mess dialog', async () => {
    stubOwnerApi();
    renderApp({ url: '/owner', authState: ownerStates.approved });
    await userEvent.click(await screen.findByRole('button', { name: 'View Iqbal Boys Hostel' }));
    const view = await screen.findByRole('dialog', { name: 'Hostel Details' });
    await userEvent.click(await within(view).findByRole('button', { name: 'Mess Details' }));
    await userEvent.click(within(view).getByRole('button', { name: 'Edit Mess Details' }));
    const mess = await screen.findByRole('dialog', { name: 'Edit Mess Information' });
    await userEvent.type(within(mess).getByLabelText('Sunday dinner'), ' and kheer');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    expect(within(mess).getByLabelText<HTMLInputElement>('Sunday dinner').value).toContain(
      'and kheer',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog', { name: 'Edit Mess Information' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Hostel Details' })).toBeInTheDocument();
  });

  it("should ask before the X throws away a new room on the room page's form", async () => {
    stubOwnerApi();
    renderApp({ url: `/owner/rooms/${HOSTEL_ID}`, authState: ownerStates.approved });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Your First Room' }));
    const form = await screen.findByRole('dialog', { name: 'Add New Room' });
    await userEvent.type(within(form).getByLabelText(/^Price per month/), '9000');
    await userEvent.click(within(form).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog', { name: 'Add New Room' })).toBeNull();
  });

  it('should ask before closing the room image manager with a photo not uploaded yet', async () => {
    stubRoomWithPhoto();
    renderApp({ url: `/owner/rooms/${HOSTEL_ID}`, authState: ownerStates.approved });
    const openImages = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Images of Corner Room' }));
      return screen.findByRole('dialog', { name: /^Manage Room Images/ });
    };
    // Nothing picked: Escape closes at once.
    await openImages();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /^Manage Room Images/ })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();

    const manager = await openImages();
    await userEvent.upload(
      within(manager).getByLabelText('Photo', { exact: true }),
      new File([PNG_BYTES], 'window-view.png', { type: 'image/png' }),
    );
    expect(await within(manager).findByDisplayValue('window view')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    expect(within(manager).getByDisplayValue('window view')).toBeInTheDocument();
    await userEvent.click(within(manager).getByRole('button', { name: 'Done' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog', { name: /^Manage Room Images/ })).toBeNull();
  });

  it("should ask before Escape or Cancel throws away an edited photo's title", async () => {
    stubRoomWithPhoto();
    renderApp({ url: `/owner/rooms/${HOSTEL_ID}`, authState: ownerStates.approved });
    await userEvent.click(await screen.findByRole('button', { name: 'Images of Corner Room' }));
    const manager = await screen.findByRole('dialog', { name: /^Manage Room Images/ });
    await userEvent.click(await within(manager).findByRole('button', { name: 'Edit Front view' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Image' });
    await userEvent.type(within(edit).getByLabelText('Title'), ' from the road');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    expect(within(edit).getByLabelText('Title')).toHaveValue('Front view from the road');
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog', { name: 'Edit Image' })).toBeNull();
    expect(screen.getByRole('dialog', { name: /^Manage Room Images/ })).toBeInTheDocument();
  });
});
