import { z } from 'zod';
import { latinDigits } from './arabic.js';

/**
 * Riyals as a form takes them (`150`, `149.50`, `١٥٠٫٥`) turned into integer halalas with
 * integer arithmetic on the digits (no float rounding), bounded by `maxHalalas`. The words are
 * the field's own (a starting price, a fee…).
 */
export function riyalsToHalalasSchema(
  messages: { required: string; invalid: string; range: string },
  maxHalalas: number,
): z.ZodType<number, string | number> {
  return z
    .union([z.string(), z.number()], { error: messages.required })
    .transform((value, ctx) => {
      const text = latinDigits(String(value))
        .replace(/[٫,]/g, (c) => (c === '٫' ? '.' : ''))
        .trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    })
    .pipe(z.number().min(0, messages.range).max(maxHalalas, messages.range));
}

/** Whole halalas as an API takes them (text from a form or a JSON number). */
export function halalasSchema(
  messages: { required: string; invalid: string; range: string },
  maxHalalas: number,
): z.ZodType<number, string | number> {
  return z
    .union([z.string(), z.number()], { error: messages.required })
    .transform((value, ctx) => {
      const text = latinDigits(String(value)).trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(number)) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      return number;
    })
    .pipe(z.number().min(0, messages.range).max(maxHalalas, messages.range));
}
