import { expect, it } from 'vitest';
import { settingNames } from '@laqta/contract';
import { describeOnEachDatabase } from './support/databases.js';
import { adminAuthorization } from './support/marketplace-rows.js';

/** Issue 16: phone and numeric inputs typed with Arabic-Indic digits are stored with Latin ones. */
describeOnEachDatabase('Arabic-Indic digits in inputs', (t) => {
  it('stores a contact-form phone typed in Arabic-Indic digits with Latin ones', async () => {
    const response = await t.app().inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        fullName: 'سارة الحربي',
        email: 'sara.digits@example.com',
        phone: '٠٥٠ ١٢٣ ٤٥٦٧',
        message: 'أرغب في حجز جلسة تخرج',
      },
      remoteAddress: '10.9.0.1',
    });
    expect(response.statusCode).toBe(201);
    const row = await t
      .db()
      .selectFrom('suggestions')
      .select('phone')
      .where('email', '=', 'sara.digits@example.com')
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('050 123 4567');
  });

  it('stores a commission rate typed in Arabic-Indic digits with Latin ones', async () => {
    const authorization = await adminAuthorization(t.db());
    const setting = await t
      .db()
      .selectFrom('settings')
      .select('id')
      .where('name', '=', settingNames.commissionRate)
      .executeTakeFirstOrThrow();
    const response = await t.app().inject({
      method: 'POST',
      url: `/api/admin/settings/${setting.id}`,
      headers: { authorization },
      payload: { _method: 'PUT', value: '١٢٫٥' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { value: '12.5' } });
    const stored = await t
      .db()
      .selectFrom('settings')
      .select('value')
      .where('id', '=', setting.id)
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe('12.5');
  });
});
