import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoom } from '../../../testing/hostel-detail-factories';
import { jsonResponse, renderApp, stubFetch } from '../../../testing/test-utils';
import {
  buildHostelDetail,
  GULBERG,
  lookupHandlers,
  ownerStates,
  prepareOwnerTests,
} from './listing-fixtures';

/**
 * Issue 22 items 1 and 18: the wizard's Create is idempotent (one Idempotency-Key per wizard
 * session), photo failures are listed on the saved hostel, a photo's real type is read from its
 * first bytes, and wizard rooms take photos uploaded through the room image route.
 */

beforeAll(prepareOwnerTests);
// Whole wizard journeys: longer than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const HOSTEL_ID = 'a5000000-0000-4000-8000-000000000001';
const CORNER_ID = 'b5000000-0000-4000-8000-000000000001';
const BUDGET_ID = 'b5000000-0000-4000-8000-000000000002';
const WRONG_TYPE = 'Only JPEG, PNG, JPG, and WebP images are allowed';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

/** XMLHttpRequest (image uploads) answering `answer(url)`; every upload is recorded. */
class FakeXhr {
  static uploads: { url: string; form: FormData }[] = [];
  static answer: (url: string) => { status: number; body: unknown } = () => ({
    status: 201,
    body: { success: true, data: {} },
  });
  status = 0;
  responseText = '';
  upload = { addEventListener: () => undefined };
  private url = '';
  private listeners: Record<string, (() => void)[]> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(form: FormData) {
    FakeXhr.uploads.push({ url: this.url, form });
    const { status, body } = FakeXhr.answer(this.url);
    setTimeout(() => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.listeners.load?.forEach((listener) => listener());
    }, 0);
  }
}

beforeEach(() => {
  FakeXhr.uploads = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const created = buildHostelDetail({
  id: HOSTEL_ID,
  name: 'Iqbal Boys Hostel',
  // The answer lists rooms cheapest first, not in the wizard's order.
  rooms: [
    buildRoom({
      id: BUDGET_ID,
      hostel_id: HOSTEL_ID,
      room_title: 'Budget Room',
      room_type: 'single',
      price_per_month: 6000,
      max_occupancy: 1,
      floor_number: 1,
    }),
    buildRoom({
      id: CORNER_ID,
      hostel_id: HOSTEL_ID,
      room_title: 'Corner Room',
      room_type: 'single',
      price_per_month: 12000,
      max_occupancy: 1,
      floor_number: 1,
    }),
  ],
});

function stubWizardApi(createAnswers: Response[]) {
  return stubFetch({
    ...lookupHandlers,
    '/api/enhanced-hostels/owner/my-hostels': () => jsonResponse({ success: true, data: [] }),
    '/api/enhanced-hostels': () =>
      createAnswers.shift() ?? jsonResponse({ success: true, data: created }, 201),
    [`/api/enhanced-hostels/${HOSTEL_ID}`]: () => jsonResponse({ success: true, data: created }),
    '/api/geocode/search': () =>
      jsonResponse({
        success: true,
        data: {
          places: [{ lat: 31.52, lng: 74.35, address: 'Gulberg III, Lahore', placeId: '9' }],
        },
      }),
    '/api/geocode/reverse': () =>
      jsonResponse({
        success: true,
        data: { lat: 31.52, lng: 74.35, address: 'Gulberg III, Lahore', placeId: '9' },
      }),
  });
}

/** Step 1 filled, with its city, town and confirmed map point; returns the dialog. */
async function fillStepOne() {
  renderApp({ url: '/owner', authState: ownerStates.approved });
  await userEvent.click(await screen.findByRole('button', { name: 'Add New Hostel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Hostel with Rooms' });
  const inDialog = within(dialog);
  await userEvent.type(inDialog.getByLabelText(/^Hostel name/), 'Iqbal Boys Hostel');
  await userEvent.type(inDialog.getByLabelText(/^Description/), 'Clean rooms near the campus.');
  await userEvent.type(inDialog.getByLabelText(/^Address/), 'House 12, Street 4');
  await userEvent.selectOptions(inDialog.getByLabelText(/^Gender category/), 'male');
  await userEvent.type(inDialog.getByLabelText(/^Price range/), '6000 - 12000');
  await userEvent.click(
    await within(inDialog.getByRole('list', { name: 'City matches' })).findByRole('button', {
      name: /^Lahore/,
    }),
  );
  await userEvent.click(
    await within(await inDialog.findByRole('list', { name: 'Town/Area matches' })).findByRole(
      'button',
      { name: GULBERG.name },
    ),
  );
  await userEvent.click(inDialog.getByRole('button', { name: 'Confirm Location Selection' }));
  await userEvent.type(inDialog.getByLabelText('Search for a place'), 'Gulberg');
  await userEvent.click(
    await within(await inDialog.findByRole('list', { name: 'Places found' })).findByRole('button', {
      name: 'Gulberg III, Lahore',
    }),
  );
  await userEvent.click(
    await inDialog.findByRole('button', { name: 'Confirm Location & Save Coordinates' }),
  );
  return dialog;
}

async function addRoom(dialog: HTMLElement, title: string, price: string, photo?: File) {
  const inDialog = within(dialog);
  if (!inDialog.queryByRole('heading', { name: 'Add a Room' })) {
    await userEvent.click(inDialog.getByRole('button', { name: 'Add Room' }));
  }
  await userEvent.type(inDialog.getByLabelText(/^Room title/), title);
  await userEvent.type(inDialog.getByLabelText(/^Price per month/), price);
  if (photo) {
    await userEvent.upload(inDialog.getByLabelText('Room photos'), photo);
    await inDialog.findByRole('list', { name: 'Room photos to upload' });
  }
  await userEvent.click(inDialog.getByRole('button', { name: 'Add Room' }));
}

const postsOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      init?.method === 'POST' && typeof url === 'string' && url.endsWith('/api/enhanced-hostels'),
  );

describe('the wizard creates once (issue 22 item 1)', () => {
  it('should refuse a text file named .jpg at once, from its first bytes', async () => {
    stubWizardApi([]);
    renderApp({ url: '/owner', authState: ownerStates.approved });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Hostel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Hostel with Rooms' });
    const text = new File(['just some notes, not a photo'], 'notes.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(dialog).getByLabelText('Hostel photos'), text);
    expect(
      await within(dialog).findByText(`Invalid file "notes.jpg": ${WRONG_TYPE}`),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Hostel photos to upload' })).toBeNull();
  });

  it('should send one Idempotency-Key with every Create, then show the saved hostel and the failed photos', async () => {
    const fetchMock = stubWizardApi([
      jsonResponse({ success: false, error: 'Database unavailable', code: 'INTERNAL_ERROR' }, 500),
    ]);
    FakeXhr.answer = (url) =>
      url.includes('/api/images/hostels/')
        ? { status: 400, body: { success: false, error: WRONG_TYPE, code: 'VALIDATION_ERROR' } }
        : { status: 201, body: { success: true, data: {} } };
    const dialog = await fillStepOne();
    await userEvent.upload(within(dialog).getByLabelText('Hostel photos'), png('front.png'));
    await within(dialog).findByRole('list', { name: 'Hostel photos to upload' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next: Add Rooms' }));
    await within(dialog).findByRole('heading', { name: 'Add a Room' });
    await addRoom(dialog, 'Corner Room', '12000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next: Review' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Hostel' }));
    expect(await within(dialog).findByText(/Database unavailable/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Hostel' }));

    const view = await screen.findByRole('dialog', { name: 'Hostel Details' });
    const failed = await within(view).findByText(`Invalid file "front.png": ${WRONG_TYPE}`);
    expect(failed.closest('[role="alert"]')).toHaveTextContent('these photos were not uploaded');
    const keys = postsOf(fetchMock).map(
      ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('Quick Add Hostel creates once too (issue 22 item 1)', () => {
  it('should send an Idempotency-Key and show the saved hostel with the failed photo', async () => {
    const fetchMock = stubWizardApi([]);
    FakeXhr.answer = () => ({
      status: 400,
      body: { success: false, error: WRONG_TYPE, code: 'VALIDATION_ERROR' },
    });
    renderApp({ url: '/owner', authState: ownerStates.approved });
    await userEvent.click(await screen.findByRole('button', { name: 'Quick Add Hostel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick Add Hostel' });
    const inDialog = within(dialog);
    await userEvent.type(inDialog.getByLabelText(/^Hostel name/), 'Iqbal Boys Hostel');
    await userEvent.type(inDialog.getByLabelText(/^Description/), 'Clean rooms near the campus.');
    await userEvent.type(inDialog.getByLabelText(/^Address/), 'House 12, Street 4');
    await userEvent.selectOptions(inDialog.getByLabelText(/^Gender category/), 'male');
    await userEvent.type(inDialog.getByLabelText(/^Price range/), '6000 - 12000');
    await userEvent.click(
      await within(inDialog.getByRole('list', { name: 'City matches' })).findByRole('button', {
        name: /^Lahore/,
      }),
    );
    await userEvent.click(
      await within(await inDialog.findByRole('list', { name: 'Town/Area matches' })).findByRole(
        'button',
        { name: GULBERG.name },
      ),
    );
    await userEvent.click(inDialog.getByRole('button', { name: 'Confirm Location Selection' }));
    await userEvent.upload(inDialog.getByLabelText('Hostel photos'), png('gate.png'));
    await inDialog.findByRole('list', { name: 'Hostel photos to upload' });
    await userEvent.click(inDialog.getByRole('button', { name: 'Create Hostel' }));

    const view = await screen.findByRole('dialog', { name: 'Hostel Details' });
    expect(
      await within(view).findByText(`Invalid file "gate.png": ${WRONG_TYPE}`),
    ).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Create Hostel' })).toBeNull();
    const [post] = postsOf(fetchMock);
    expect((post?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });
});

describe('wizard rooms take photos (issue 22 item 18)', () => {
  it("should upload a room's photos to its saved room through the room image route", async () => {
    stubWizardApi([]);
    FakeXhr.answer = () => ({ status: 201, body: { success: true, data: {} } });
    const dialog = await fillStepOne();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next: Add Rooms' }));
    await within(dialog).findByRole('heading', { name: 'Add a Room' });
    await addRoom(dialog, 'Corner Room', '12000', png('corner.png'));
    expect(within(dialog).getByText('1 photo to upload')).toBeInTheDocument();
    await addRoom(dialog, 'Budget Room', '6000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next: Review' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Hostel' }));

    expect(
      await screen.findByText('Hostel and rooms created successfully with all images uploaded!'),
    ).toBeInTheDocument();
    expect(FakeXhr.uploads.map((upload) => upload.url)).toEqual([
      expect.stringContaining(`/api/images/rooms/${CORNER_ID}`),
    ]);
    const form = FakeXhr.uploads[0]?.form;
    expect((form?.get('image') as File).name).toBe('corner.png');
    expect(form?.get('is_primary')).toBe('true');
  });

  it("should list a room's photo that failed on the saved hostel", async () => {
    stubWizardApi([]);
    FakeXhr.answer = () => ({
      status: 400,
      body: {
        success: false,
        error: 'Maximum 8 images allowed per room',
        code: 'VALIDATION_ERROR',
      },
    });
    const dialog = await fillStepOne();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next: Add Rooms' }));
    await within(dialog).findByRole('heading', { name: 'Add a Room' });
    await addRoom(dialog, 'Corner Room', '12000', png('corner.png'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next: Review' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Hostel' }));

    const view = await screen.findByRole('dialog', { name: 'Hostel Details' });
    expect(
      await within(view).findByText(
        'Room "Corner Room": Invalid file "corner.png": Maximum 8 images allowed per room',
      ),
    ).toBeInTheDocument();
  });

  it('should allow at most 8 photos per room', async () => {
    stubWizardApi([]);
    const dialog = await fillStepOne();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next: Add Rooms' }));
    await within(dialog).findByRole('heading', { name: 'Add a Room' });
    const files = Array.from({ length: 9 }, (_, index) => png(`room-${index}.png`));
    await userEvent.upload(within(dialog).getByLabelText('Room photos'), files);
    const list = await within(dialog).findByRole('list', { name: 'Room photos to upload' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(dialog).getByLabelText('Room photos')).toBeDisabled();
  });
});
