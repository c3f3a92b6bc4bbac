import { riyalsToHalalasSchema } from '@laqta/contract';

/** The contract's one riyals parser; the refund dialog words its own messages (copy.ts). */
const riyals = riyalsToHalalasSchema(
  { required: 'required', invalid: 'invalid', range: 'range' },
  Number.MAX_SAFE_INTEGER,
);

/**
 * Riyals as an admin types them (`150`, `149.5`, `١٤٩٫٥٠`) → halalas, by integer arithmetic on
 * the digits (contract `riyalsToHalalasSchema`); null when it is not an amount with at most two
 * decimals. (The reverse is contract `riyalsText`.)
 */
export function halalasOfRiyals(text: string): number | null {
  const parsed = riyals.safeParse(text);
  return parsed.success ? parsed.data : null;
}
