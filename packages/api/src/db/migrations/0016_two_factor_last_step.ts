import type { Kysely, Migration } from 'kysely';

/**
 * RFC 6238 §5.2: a code that signed in must not sign in again. Each admin keeps the TOTP time step
 * of their last sign-in code; only a later step is accepted (issue 12).
 */
export const twoFactorLastStep: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admins').addColumn('two_factor_last_step', 'integer').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admins').dropColumn('two_factor_last_step').execute();
  },
};
