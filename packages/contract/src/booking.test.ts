import { describe, expect, it } from 'vitest';
import { bookingMessages, bookingRequestSchema, saudiMobile } from './booking.js';

const valid = {
  service_id: '3',
  session_at: '2030-05-01T17:30',
  city: 'جدة',
  address: 'حي الروضة، شارع الأمير سلطان',
  name: 'سارة أحمد',
  phone: '٠٥٥ ١٢٣ ٤٥٦٧',
  email: 'Sara@Example.com',
  idempotency_key: 'form-0a1b2c3d',
};

describe('saudiMobile', () => {
  it.each([
    ['0551234567', '+966551234567'],
    ['٠٥٥١٢٣٤٥٦٧', '+966551234567'],
    ['۰۵۵۱۲۳۴۵۶۷', '+966551234567'],
    ['+966 55 123 4567', '+966551234567'],
    ['+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧', '+966551234567'],
    ['00966551234567', '+966551234567'],
    ['966551234567', '+966551234567'],
    ['551234567', '+966551234567'],
    ['055-123-4567', '+966551234567'],
  ])('%s → %s', (typed, normalised) => {
    expect(saudiMobile(typed)).toBe(normalised);
  });

  it.each(['0112345678', '+971551234567', '05512345', '05512345678', 'abc', '', '+9660551234567'])(
    'refuses %s',
    (typed) => {
      expect(saudiMobile(typed)).toBeUndefined();
    },
  );
});

describe('bookingRequestSchema', () => {
  it('normalises what a phone keyboard types', () => {
    const request = bookingRequestSchema.parse({ ...valid, session_at: '٢٠٣٠-٠٥-٠١T١٧:٣٠' });
    expect(request).toMatchObject({
      service_id: 3,
      session_at: '2030-05-01T17:30',
      phone: '+966551234567',
      email: 'sara@example.com',
    });
    expect(request.photographer_id).toBeUndefined();
    expect(request.notes).toBeUndefined();
  });

  it('says what is wrong with each field, in Arabic', () => {
    const result = bookingRequestSchema.safeParse({
      ...valid,
      service_id: '',
      session_at: '2030-02-30T10:00',
      phone: '0112345678',
      photographer_id: 'x',
      idempotency_key: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      service_id: bookingMessages.serviceRequired,
      session_at: bookingMessages.sessionInvalid,
      phone: bookingMessages.phoneInvalid,
      photographer_id: bookingMessages.photographerInvalid,
      idempotency_key: bookingMessages.formExpired,
    });
  });
});
