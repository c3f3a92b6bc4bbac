import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { parseTwoFactorKey, type Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { ValidationError } from '../http/errors.js';
import type { Logger } from '../logger.js';

/**
 * Two-factor secrets at rest (AES-256-GCM): a database dump alone does not give anyone the codes
 * of an admin's authenticator app. Stored as `v1:<iv>:<tag>:<ciphertext>` (base64url, a random
 * 96-bit IV per secret); the version names the algorithm, so a later key or cipher can be told
 * apart from this one. The key is the deployment's (`TWO_FACTOR_KEY`), else one generated once
 * into the data folder (`two-factor.key`, mode 0600), kept apart from the database.
 */
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
export const TWO_FACTOR_KEY_FILE = 'two-factor.key';

/** What an admin is told when the server's key does not open their secret: fail closed. */
export const twoFactorKeyMismatchMessage =
  'تعذّر التحقق من رمز المصادقة الثنائية: مفتاح التشفير على الخادم لا يطابق. تواصل مع مسؤول المنصة.';

/** A stored secret the key cannot open (another key, or altered): never a code that passes. */
export class TwoFactorKeyMismatchError extends ValidationError {
  constructor() {
    super({ code: [twoFactorKeyMismatchMessage] }, twoFactorKeyMismatchMessage, 'refused');
    this.name = 'TwoFactorKeyMismatchError';
  }
}

const generatedKeys = new Map<string, Buffer>();

/**
 * The key of the data folder, created on first use. `wx` makes the first process to write it
 * the one whose key every process reads (a cluster's workers start together).
 */
function dataDirKey(dataDir: string): Buffer {
  const file = path.join(dataDir, TWO_FACTOR_KEY_FILE);
  const known = generatedKeys.get(file);
  if (known) return known;
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseTwoFactorKey(fs.readFileSync(file, 'utf8'), file);
  generatedKeys.set(file, key);
  return key;
}

/** The key two-factor secrets are sealed with under this configuration. */
export function twoFactorKeyOf(config: KeyConfig): Buffer {
  return config.twoFactorKey ?? dataDirKey(config.dataDir);
}

/** Seals a secret (a fresh IV each time, so one secret never looks the same twice). */
export function sealTwoFactorSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** A value written before secrets were sealed (start-up seals these: `sealPlainTwoFactorSecrets`). */
export function isSealedTwoFactorSecret(stored: string): boolean {
  return stored.startsWith(`${VERSION}:`);
}

/** Opens a sealed secret; a wrong key or an altered value is a TwoFactorKeyMismatchError. */
export function openTwoFactorSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, sealed, ...rest] = stored.split(':');
  if (version !== VERSION || !iv || !tag || sealed === undefined || rest.length > 0)
    throw new TwoFactorKeyMismatchError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    throw new TwoFactorKeyMismatchError();
  }
}

type KeyConfig = Pick<Config, 'twoFactorKey' | 'dataDir'>;

/**
 * Start-up step: seals every secret still stored in plain text (written before v1), each with a
 * conditional update on its old value, so a second run or a concurrent start changes nothing. A
 * sealed secret the key cannot open is logged (a lost or changed key): those admins cannot finish
 * a sign-in with a code until the key is restored; recovery codes still work.
 */
export async function sealPlainTwoFactorSecrets({
  db,
  config,
  log,
}: {
  db: Kysely<DB>;
  config: KeyConfig;
  log: Logger;
}): Promise<void> {
  const rows = await db
    .selectFrom('admins')
    .select(['id', 'two_factor_secret', 'two_factor_pending_secret'])
    .where((eb) =>
      eb.or([
        eb('two_factor_secret', 'is not', null),
        eb('two_factor_pending_secret', 'is not', null),
      ]),
    )
    .execute();
  if (rows.length === 0) return;
  const key = twoFactorKeyOf(config);
  let sealed = 0;
  const unreadable: number[] = [];
  for (const row of rows) {
    for (const column of ['two_factor_secret', 'two_factor_pending_secret'] as const) {
      const stored = row[column];
      if (stored === null) continue;
      if (isSealedTwoFactorSecret(stored)) {
        try {
          openTwoFactorSecret(key, stored);
        } catch {
          unreadable.push(row.id);
        }
        continue;
      }
      const result = await db
        .updateTable('admins')
        .set({ [column]: sealTwoFactorSecret(key, stored) })
        .where('id', '=', row.id)
        .where(column, '=', stored)
        .executeTakeFirst();
      sealed += Number(result.numUpdatedRows);
    }
  }
  if (sealed > 0) log.info({ sealed }, 'two-factor secrets sealed with the two-factor key');
  if (unreadable.length > 0)
    log.error(
      { admins: [...new Set(unreadable)] },
      'the two-factor key does not open these admins’ secrets (TWO_FACTOR_KEY changed or two-factor.key lost)',
    );
}
