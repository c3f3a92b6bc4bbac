import { randomUUID } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). `Algorithm` is a const enum,
 * which isolated modules cannot read, hence the literal (2 = Argon2id).
 */
export const passwordHashOptions = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

/** True when `password` matches `passwordHash`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker parameters than today's (rehash on next sign-in). */
export function needsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      used.algorithm !== passwordHashOptions.algorithm ||
      used.memoryCost < passwordHashOptions.memoryCost ||
      used.timeCost < passwordHashOptions.timeCost
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, made once per process. Sign-in verifies against it when the email is
 * unknown, so an unknown email costs the same time as a wrong password and cannot be told apart.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
}
