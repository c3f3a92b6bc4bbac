// Kept apart from list.ts, which builds zod schemas at load: the public catalogue pages read this
// bound without carrying zod (issue 20).

/** The largest record id: ids are 32-bit (`serial` on PostgreSQL), so a larger one names nothing. */
export const MAX_RECORD_ID = 2 ** 31 - 1;
