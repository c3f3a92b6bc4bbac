import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot, trustProxyOf } from '../src/config.js';
import { isPostgresUrl, sqliteFileOf } from '../src/db/connection.js';

describe('configuration', () => {
  it('defaults to port 3000 and the SQLite file data/laqta.db under the repository', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe(path.join(repoRoot, 'data', 'laqta.db'));
    expect(config.appDistDir).toBe(path.join(repoRoot, 'packages', 'app', 'dist'));
    expect(config.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(config.seedDemo).toBe(true);
    expect(config.adminEmail).toBeUndefined();
  });

  it('switches the demo data off with SEED_DEMO=false, 0, no or off', () => {
    for (const value of ['false', '0', 'no', 'OFF']) {
      expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(false);
    }
  });

  it('reads PORT, DATABASE_URL, ADMIN_* and SEED_DEMO', () => {
    const config = loadConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://u@h/db',
      ADMIN_EMAIL: 'a@b.c',
      ADMIN_PASSWORD: 'secret',
      SEED_DEMO: 'true',
    });
    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://u@h/db',
      adminEmail: 'a@b.c',
      seedDemo: true,
    });
  });

  it('takes a relative SQLite path from the repository root, whatever the working folder', () => {
    expect(loadConfig({ DATABASE_URL: 'data/other.db' }).databaseUrl).toBe(
      path.join(repoRoot, 'data/other.db'),
    );
    expect(loadConfig({ DATABASE_URL: 'sqlite:data/x.db' }).databaseUrl).toBe(
      path.join(repoRoot, 'data/x.db'),
    );
    expect(loadConfig({ DATABASE_URL: 'sqlite:///abs/x.db' }).databaseUrl).toBe(
      'sqlite:///abs/x.db',
    );
    expect(loadConfig({ DATABASE_URL: ':memory:' }).databaseUrl).toBe(':memory:');
  });

  it('expires idle tokens after TOKEN_IDLE_MINUTES, 12 hours unless set, and never at once', () => {
    expect(loadConfig({}).tokenIdleMinutes).toBe(720);
    expect(loadConfig({ TOKEN_IDLE_MINUTES: '30' }).tokenIdleMinutes).toBe(30);
    expect(() => loadConfig({ TOKEN_IDLE_MINUTES: '0' })).toThrow(/TOKEN_IDLE_MINUTES/);
    expect(() => loadConfig({ TOKEN_IDLE_MINUTES: 'soon' })).toThrow(/TOKEN_IDLE_MINUTES/);
  });

  it('refuses a PORT that is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('tells PostgreSQL URLs from SQLite ones', () => {
    expect(isPostgresUrl('postgres://x')).toBe(true);
    expect(isPostgresUrl('postgresql://x')).toBe(true);
    expect(isPostgresUrl('/tmp/x.db')).toBe(false);
    expect(sqliteFileOf('sqlite:///abs/path.db')).toBe('/abs/path.db');
    expect(sqliteFileOf('/abs/path.db')).toBe('/abs/path.db');
    expect(sqliteFileOf(':memory:')).toBe(':memory:');
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses, and never trusts everyone', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => trustProxyOf('true')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxyOf('*')).toThrow(/TRUST_PROXY/);
  });
});
