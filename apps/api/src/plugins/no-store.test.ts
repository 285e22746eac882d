import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, createTestSettings } from '../../test/helpers.ts';
import { createUser } from '../../test/factories/hostels.ts';
import { createChatPair, openChat } from '../../test/factories/messaging.ts';
import { signIn } from '../../test/factories/sessions.ts';

/**
 * Private answers are never stored (issue 21 item 12): the signed-in reads the item names and
 * their refusals carry `Cache-Control: no-store`, while the guests' browse answers and the web
 * app's files keep their caching. (The permission matrix checks every route the same way.)
 */

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let webDistDir: string;
let secret: string;

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-web-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Hostelhub</title>');
  writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  database = await createTestDatabase();
  const settings = createTestSettings();
  dataDir = settings.dataDir;
  secret = settings.jwtSecret;
  app = await buildApp({ settings, database, webDistDir, logger: false });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webDistDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function get(url: string, authorization?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: authorization ? { authorization } : {},
  });
  return { status: response.statusCode, cacheControl: response.headers['cache-control'] };
}

describe('Cache-Control of private answers', () => {
  it('should answer every private read of a signed-in user with no-store', async () => {
    const db = database.db;
    const studentRow = await createUser(db, { role: 'student', ownerApprovalStatus: null });
    const adminRow = await createUser(db, { role: 'admin', ownerApprovalStatus: null });
    const student = await signIn(db, secret, studentRow);
    const admin = await signIn(db, secret, adminRow);
    const chat = await createChatPair(db, secret);
    const chatId = await openChat(app, chat);

    const reads: [string, string][] = [
      ['/api/users/profile', student],
      ['/api/notifications', student],
      ['/api/phone/get-verified', student],
      ['/api/users/favorites', student],
      ['/api/users/notification-preferences', student],
      ['/api/users/me/export', student],
      [`/api/messaging/chats/${chat.student.id}`, chat.student.auth],
      [`/api/messaging/chats/${chatId}/messages`, chat.student.auth],
      ['/api/admin/users', admin],
      ['/api/admin/overview', admin],
    ];
    for (const [url, authorization] of reads) {
      expect(await get(url, authorization), url).toEqual({ status: 200, cacheControl: 'no-store' });
    }
  });

  it('should answer no-store when a private route refuses a guest or a non-admin', async () => {
    const studentRow = await createUser(database.db, {
      role: 'student',
      ownerApprovalStatus: null,
    });
    const student = await signIn(database.db, secret, studentRow);
    expect(await get('/api/users/profile')).toEqual({ status: 401, cacheControl: 'no-store' });
    expect(await get('/api/admin/users')).toEqual({ status: 401, cacheControl: 'no-store' });
    expect(await get('/api/admin/users', student)).toEqual({
      status: 403,
      cacheControl: 'no-store',
    });
  });

  it("should keep the caching of guests' browse answers and of the web app's files", async () => {
    expect(await get('/api/hostels')).toEqual({
      status: 200,
      cacheControl: 'public, max-age=30',
    });
    expect((await get('/api/locations/cities')).cacheControl).toMatch(/^public/);
    const studentRow = await createUser(database.db, {
      role: 'student',
      ownerApprovalStatus: null,
    });
    const student = await signIn(database.db, secret, studentRow);
    // The same reference list for everyone: a signed-in call keeps the route's public caching.
    expect((await get('/api/locations/cities', student)).cacheControl).toMatch(/^public/);
    expect((await get('/assets/index-abc123.js', student)).cacheControl).toMatch(/immutable/);
    expect((await get('/')).cacheControl).toBe('no-cache');
  });
});
