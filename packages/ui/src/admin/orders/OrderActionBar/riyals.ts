import { latinDigits } from '@laqta/contract';

/**
 * (The reverse is contract `riyalsText`.)
 * Riyals as an admin types them (`150`, `149.5`, `١٤٩٫٥٠`) → halalas, by integer arithmetic on
 * the digits (no float rounding); null when it is not an amount with at most two decimals.
 */
export function halalasOfRiyals(text: string): number | null {
  const plain = latinDigits(text)
    .replace(/[٫,]/g, (c) => (c === '٫' ? '.' : ''))
    .trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
