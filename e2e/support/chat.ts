import type { Locator, Page } from 'playwright-core';

/** The demo accounts' password (apps/api/src/db/seed/seed-demo.ts). */
export const DEMO_PASSWORD = 'Hostelhub@2026';

/** Signs `email` in through the login page at `baseUrl` and waits for the landing page. */
export async function signInPage(
  page: Page,
  baseUrl: string,
  email: string,
  landing: RegExp,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.locator('input#field-password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(landing);
}

/** One of the signed-in owner's approved hostels, read from their dashboard. */
export async function firstApprovedHostel(owner: Page): Promise<{ name: string; path: string }> {
  await owner.getByRole('button', { name: /^Approved\s*\d+$/ }).click();
  const roomsLink = owner
    .getByRole('list', { name: 'Your hostels' })
    .getByRole('link', { name: /^Rooms of / })
    .first();
  const name = ((await roomsLink.getAttribute('aria-label')) ?? (await roomsLink.innerText()))
    .replace(/^Rooms of /, '')
    .trim();
  const id = (await roomsLink.getAttribute('href'))?.split('/').pop() ?? '';
  return { name, path: `/hostels/${id}` };
}

/** The open conversation of a page's Messages dialog. */
export function openConversation(page: Page): Locator {
  return page
    .getByRole('dialog', { name: 'Messages' })
    .getByRole('region', { name: /^Conversation with / });
}

/**
 * A signed-in student opens the hostel at `hostelPath` and presses Contact Hostel: the chat
 * with its owner opens. Returns the conversation.
 */
export async function contactHostel(
  student: Page,
  baseUrl: string,
  hostel: { name: string; path: string },
): Promise<Locator> {
  await student.goto(`${baseUrl}${hostel.path}`);
  // A hostel's link opened directly is its own page (issue 25), named by its heading.
  await student
    .getByRole('article', { name: hostel.name })
    .getByRole('button', { name: 'Contact Hostel' })
    .click();
  const conversation = openConversation(student);
  await conversation.getByText(hostel.name).waitFor();
  return conversation;
}

/** Types `text` into the conversation's box and presses Send. */
export async function typeAndSend(conversation: Locator, text: string): Promise<void> {
  await conversation.getByRole('textbox', { name: 'Message' }).fill(text);
  await conversation.getByRole('button', { name: 'Send' }).click();
}

/** A message in the conversation's log, by its exact text. */
export function messageInLog(conversation: Locator, text: string): Locator {
  return conversation.getByRole('log').getByText(text, { exact: true });
}

/**
 * An owner with a new unread message opens it from the bar's badge (`Messages, N unread`) and
 * the chat about `hostelName`. Returns the conversation.
 */
export async function openUnreadChat(owner: Page, hostelName: string): Promise<Locator> {
  await owner.getByRole('button', { name: /^Messages, \d+ unread$/ }).click();
  await owner
    .getByRole('dialog', { name: 'Messages' })
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(`${hostelName}, \\d+ unread`) })
    .click();
  return openConversation(owner);
}

/** Signs in over the API; the access token and the user's id. */
export async function apiSignIn(
  baseUrl: string,
  email: string,
): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  const { data } = (await response.json()) as {
    data: { user: { id: string }; tokens: { accessToken: string } };
  };
  return { token: data.tokens.accessToken, userId: data.user.id };
}

/** Calls the API with a bearer token; the status and the parsed body. */
export async function apiCall(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  body?: unknown,
): Promise<{ status: number; data: unknown }> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const parsed = (await response.json()) as { data?: unknown };
  return { status: response.status, data: parsed.data };
}
