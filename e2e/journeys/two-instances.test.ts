import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import {
  contactHostel,
  firstApprovedHostel,
  messageInLog,
  openUnreadChat,
  signInPage,
  typeAndSend,
} from '../support/chat.ts';
import {
  createScratchDatabase,
  findPostgresServer,
  type ScratchDatabase,
} from '../support/postgres.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 11, docs/SCALING.md 'Several instances behind a load balancer': two API processes on
 * one PostgreSQL database, started at the same moment (they migrate one after the other under
 * an advisory lock), sharing JWT_SECRET and the image storage (here one DATA_DIR, as a shared
 * volume would). The student's browser talks only to instance A, the owner's only to
 * instance B, as a load balancer might send them; their chat is live both ways, because every
 * process LISTENs for the live events any process NOTIFYs. PGlite cannot be shared between
 * processes, so without a PostgreSQL server (TEST_DATABASE_URL, else 127.0.0.1:5432) this is
 * skipped, saying so.
 */
const chromiumPath = inject('chromiumPath');
const serverUrl = await findPostgresServer();
if (!serverUrl) {
  process.stdout.write(
    '\n  two-instances SKIPPED: no PostgreSQL server (set TEST_DATABASE_URL, or run one on' +
      ' 127.0.0.1:5432); two processes cannot share an embedded PGlite database.\n\n',
  );
}

const QUESTION = 'Salam! Is the shared room near the library still available?';
const REPLY = 'Yes, one bed is free in it from the 1st.';
const FOLLOW_UP = 'Great, I will visit tomorrow at 4 pm.';

describe.skipIf(!chromiumPath || !serverUrl)('two API instances on one database', () => {
  let scratch: ScratchDatabase;
  let sharedDir = '';
  let instanceA: RunningServer;
  let instanceB: RunningServer;
  let browser: Browser;
  let studentContext: BrowserContext;
  let ownerContext: BrowserContext;
  let student: Page;
  let owner: Page;
  let studentChat: Locator;
  let ownerChat: Locator;
  let hostel = { name: '', path: '' };

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '', 'hostelhub_two');
    sharedDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-two-'));
    const shared = {
      DATABASE_URL: scratch.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    };
    // Both at once on an empty database, as a deploy starts them; A also seeds the demo data.
    [instanceA, instanceB] = await Promise.all([
      startServer({ ...shared, SEED_DEMO: 'true' }, { dataDir: sharedDir }),
      startServer({ ...shared, SEED_DEMO: 'false' }, { dataDir: sharedDir }),
    ]);
    browser = await launchBrowser(chromiumPath ?? '');
    studentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    student = await studentContext.newPage();
    owner = await ownerContext.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await instanceA?.stop();
    await instanceB?.stop();
    await scratch?.drop();
    if (sharedDir) rmSync(sharedDir, { recursive: true, force: true });
  });

  it('should run both processes on the one database, with the same photos', async () => {
    expect(instanceA.baseUrl).not.toBe(instanceB.baseUrl);
    expect(instanceA.pid()).not.toBe(instanceB.pid());
    const list = await fetch(`${instanceB.baseUrl}/api/enhanced-hostels?limit=1`);
    const [first] = ((await list.json()) as { data: { id: string }[] }).data;
    const detail = await fetch(`${instanceB.baseUrl}/api/enhanced-hostels/${first?.id ?? ''}`);
    const { data } = (await detail.json()) as { data: { hostel_images: { image_url: string }[] } };
    const image = data.hostel_images[0]?.image_url ?? '';
    expect(image).not.toBe('');
    // A photo stored by A's seeding is served by both: the storage is shared.
    for (const base of [instanceA.baseUrl, instanceB.baseUrl]) {
      const response = await fetch(new URL(image, base));
      expect(response.status, base).toBe(200);
    }
  });

  it('should bring a student’s message on instance A to the owner on instance B, live', async () => {
    await signInPage(owner, instanceB.baseUrl, 'owner@demo.hostelhub.pk', /\/owner$/);
    hostel = await firstApprovedHostel(owner);
    await owner.getByRole('button', { name: 'Messages', exact: true }).waitFor();

    await signInPage(student, instanceA.baseUrl, 'student@demo.hostelhub.pk', /\/student$/);
    studentChat = await contactHostel(student, instanceA.baseUrl, hostel);
    await typeAndSend(studentChat, QUESTION);
    await messageInLog(studentChat, QUESTION).waitFor();

    // The unread badge comes without a reload, then the owner opens the chat.
    ownerChat = await openUnreadChat(owner, hostel.name);
    await messageInLog(ownerChat, QUESTION).waitFor();
    expect(new URL(owner.url()).origin).toBe(instanceB.baseUrl);
    expect(new URL(student.url()).origin).toBe(instanceA.baseUrl);
  });

  it('should bring the owner’s reply on B to the student on A, live, with the read ticks', async () => {
    await typeAndSend(ownerChat, REPLY);
    await messageInLog(ownerChat, REPLY).waitFor();
    await messageInLog(studentChat, REPLY).waitFor();
    const question = studentChat.getByRole('log').locator('div.justify-end', { hasText: QUESTION });
    await expect
      .poll(() => question.locator('[data-status]').getAttribute('data-status'))
      .toBe('read');

    await typeAndSend(studentChat, FOLLOW_UP);
    await messageInLog(ownerChat, FOLLOW_UP).waitFor();
  });
});
