import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  port: number;
  /** `sqlite:///abs/file.db`, a plain path, `:memory:`, or `postgres://…` / `postgresql://…`. */
  databaseUrl: string;
  /** First admin, created on start when no admin exists (sign-in issue). */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Fill an empty database with demo records on start unless `SEED_DEMO=false|0|no|off`. */
  seedDemo: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  /** Writable folder for the SQLite file and uploads (`<repo>/data`). */
  dataDir: string;
  /** The built SPA (`packages/app/dist`), served with history fallback. */
  appDistDir: string;
  /** Lifetime of an admin API token, in minutes. */
  tokenTtlMinutes: number;
  /** A token unused for this long (minutes) is refused, however long its lifetime still runs. */
  tokenIdleMinutes: number;
  /** How long a client may take to send a whole request (headers and body) before it is cut. */
  requestTimeoutSeconds: number;
  /** Largest accepted uploaded file, in bytes. */
  uploadMaxBytes: number;
  /**
   * Which proxies' `X-Forwarded-For` is believed (Fastify's `trustProxy`): none, a hop count, or
   * a list of addresses/CIDRs. Never "everyone": a client could then pick its own address and
   * step around the per-address sign-in throttle.
   */
  trustProxy: false | number | string[];
  /**
   * `TWO_FACTOR_KEY` (32 bytes, base64): the AES-256-GCM key of the admins' two-factor secrets.
   * Unset: a key generated once into `<dataDir>/two-factor.key` (auth/two-factor-secret.ts).
   */
  twoFactorKey: Buffer | undefined;
}

/**
 * The repository root: the nearest folder above this file holding `pnpm-workspace.yaml`. Found by
 * walking up because this code runs from src/, dist/main.js and dist/cli/*.js alike.
 */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/** AES-256: the two-factor key's length in bytes. */
const TWO_FACTOR_KEY_BYTES = 32;

const falsy = new Set(['0', 'false', 'no', 'off']);

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

/** 0 would make a setting useless (e.g. every token idle at once): at least 1. */
function positive(value: number, name: string): number {
  if (value < 1) throw new Error(`${name} must be at least 1, got ${value}`);
  return value;
}

/** `TRUST_PROXY`: empty → false; `2` → two hops; `127.0.0.1,10.0.0.0/8` → those addresses. */
export function trustProxyOf(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || falsy.has(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (addresses.some((item) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(item))) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses, got "${text}"`,
    );
  }
  return addresses;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/**
 * A relative SQLite path (`data/x.db`, `sqlite:data/x.db`) is taken from the repository root, so
 * `pnpm start` and `pnpm --filter @laqta/api start` open the same file.
 */
function resolveSqlitePath(url: string): string {
  if (/^postgres(ql)?:\/\//i.test(url) || url.includes(':memory:') || url.startsWith('file:'))
    return url;
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  return path.isAbsolute(file) ? url : path.resolve(repoRoot, file);
}

/** `TWO_FACTOR_KEY`: 32 bytes in base64 (or base64url); anything else stops the start. */
export function parseTwoFactorKey(text: string, name = 'TWO_FACTOR_KEY'): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) || key.length !== TWO_FACTOR_KEY_BYTES)
    throw new Error(
      `${name} must be ${TWO_FACTOR_KEY_BYTES} bytes in base64 (openssl rand -base64 32)`,
    );
  return key;
}

function twoFactorKeyOf(value: string | undefined): Buffer | undefined {
  const text = nonEmpty(value);
  return text === undefined ? undefined : parseTwoFactorKey(text);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(repoRoot, nonEmpty(env.DATA_DIR) ?? 'data');
  const nodeEnv =
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  return {
    port: integer(env.PORT, 3000, 'PORT'),
    databaseUrl: resolveSqlitePath(nonEmpty(env.DATABASE_URL) ?? path.join(dataDir, 'laqta.db')),
    adminEmail: nonEmpty(env.ADMIN_EMAIL),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    // On unless switched off: `pnpm start` on an empty database shows a living marketplace.
    seedDemo: !falsy.has((env.SEED_DEMO ?? '').trim().toLowerCase()),
    nodeEnv,
    dataDir,
    appDistDir: path.resolve(repoRoot, nonEmpty(env.APP_DIST_DIR) ?? 'packages/app/dist'),
    tokenTtlMinutes: integer(env.TOKEN_TTL_MINUTES, 60 * 24 * 7, 'TOKEN_TTL_MINUTES'),
    tokenIdleMinutes: positive(
      integer(env.TOKEN_IDLE_MINUTES, 60 * 12, 'TOKEN_IDLE_MINUTES'),
      'TOKEN_IDLE_MINUTES',
    ),
    uploadMaxBytes: integer(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    requestTimeoutSeconds: integer(env.REQUEST_TIMEOUT_SECONDS, 10, 'REQUEST_TIMEOUT_SECONDS'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    twoFactorKey: twoFactorKeyOf(env.TWO_FACTOR_KEY),
  };
}
