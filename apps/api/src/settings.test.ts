import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSettings, SettingsError } from './settings.ts';

const base = mkdtempSync(path.join(tmpdir(), 'hostelhub-settings-'));

describe('loadSettings', () => {
  it('should apply the defaults of DESIGN.md', () => {
    const settings = loadSettings({}, base);
    expect(settings.port).toBe(3000);
    expect(settings.dataDir).toBe(path.join(base, 'data'));
    expect(settings.databaseUrl).toBeUndefined();
    expect(settings.seedDemo).toBe(true);
    expect(settings.storage).toEqual({ driver: 'local' });
    expect(settings.google).toBeUndefined();
    expect(settings.publicUrl).toBe('http://localhost:3000');
  });

  it('should keep a generated development secret across restarts', () => {
    const first = loadSettings({}, base).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadSettings({}, base).jwtSecret).toBe(first);
  });

  it('should refuse a bad value with a message naming it', () => {
    expect(() => loadSettings({ PORT: 'eighty' }, base)).toThrow(SettingsError);
    expect(() => loadSettings({ PORT: 'eighty' }, base)).toThrow(/PORT/);
    expect(() => loadSettings({ DATABASE_URL: 'mysql://x' }, base)).toThrow(/DATABASE_URL/);
    expect(() => loadSettings({ STORAGE_DRIVER: 'ftp' }, base)).toThrow(/STORAGE_DRIVER/);
    expect(() => loadSettings({ SEED_DEMO: 'maybe' }, base)).toThrow(/SEED_DEMO/);
  });

  it('should require a JWT secret in production and no demo data by default', () => {
    expect(() => loadSettings({ NODE_ENV: 'production' }, base)).toThrow(/JWT_SECRET/);
    const settings = loadSettings(
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/app' },
      base,
    );
    expect(settings.seedDemo).toBe(false);
    expect(settings.databaseUrl).toBe('postgres://db/app');
  });

  it('should believe X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadSettings({}, base).trustProxy).toBe('loopback');
    expect(loadSettings({ TRUST_PROXY: 'false' }, base).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'true' }, base).trustProxy).toBe(true);
    expect(loadSettings({ TRUST_PROXY: '1' }, base).trustProxy).toBe(1);
    expect(loadSettings({ TRUST_PROXY: ' 10.0.0.0/8, loopback ,::1 ' }, base).trustProxy).toBe(
      '10.0.0.0/8,loopback,::1',
    );
    for (const bad of ['yes please', '10.0.0.0/33', '10.0.0', 'fe80::/129', '10.0.0.1/8/2']) {
      expect(() => loadSettings({ TRUST_PROXY: bad }, base), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('should require the matching settings of Google sign-in and S3 storage', () => {
    expect(() => loadSettings({ GOOGLE_CLIENT_ID: 'id' }, base)).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadSettings({ STORAGE_DRIVER: 's3' }, base)).toThrow(/S3_BUCKET/);
  });
});
