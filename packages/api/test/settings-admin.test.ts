import { SETTING_VALUE_MAX_LENGTH, settingMessages } from '@laqta/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';

interface Answered {
  id: number;
  name: string;
  value: string;
  type: string;
  updated_at: string;
}

/** A multipart form from ordered [key, value] pairs, as the browser's FormData sends it. */
function form(pairs: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [key, value] of pairs) data.append(key, value);
  return data;
}

/** `settings[i][name|value|type]` pairs for a batch. */
function batch(entries: Array<Record<string, string>>): Array<[string, string]> {
  return entries.flatMap((entry, index) =>
    Object.entries(entry).map(([key, value]): [string, string] => [
      `settings[${index}][${key}]`,
      value,
    ]),
  );
}

describeOnEachDatabase(
  'admin settings',
  (t) => {
    let authorization = '';
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
    });

    const list = async (query = '') => {
      const response = await t.app().inject({
        method: 'GET',
        url: `/api/admin/settings${query}`,
        headers: { authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Answered[];
    };
    const byName = async (name: string) => (await list()).find((s) => s.name === name)!;

    /** A multipart POST as the app sends it, with the token unless `auth` is empty. */
    const postForm = async (url: string, pairs: Array<[string, string]>, auth = authorization) => {
      const { payload, headers } = await multipart(form(pairs));
      return t.app().inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, ...(auth ? { authorization: auth } : {}) },
      });
    };

    /** `POST /api/admin/settings/{id}` with `_method=PUT`, as the app sends it. */
    const putValue = (id: number | string, fields: Record<string, string>, auth = authorization) =>
      postForm(`/api/admin/settings/${id}`, [['_method', 'PUT'], ...Object.entries(fields)], auth);

    describe('every call needs a token', () => {
      it('answers 401 without one (list, store, update)', async () => {
        const get = await t.app().inject({ method: 'GET', url: '/api/admin/settings' });
        const store = await postForm(
          '/api/admin/settings',
          batch([{ name: 'x_y', value: 'v', type: 'text' }]),
          '',
        );
        const update = await putValue(1, { value: 'v' }, '');
        for (const response of [get, store, update]) {
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
        }
        expect(
          await t.db().selectFrom('settings').where('name', '=', 'x_y').selectAll().execute(),
        ).toEqual([]);
      });

      it('reads a non-public setting by name only with a token', async () => {
        const anonymous = await t
          .app()
          .inject({ method: 'GET', url: '/api/admin/settings/name/commission_rate' });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.body).not.toContain('15');
        const signedIn = await t.app().inject({
          method: 'GET',
          url: '/api/admin/settings/name/commission_rate',
          headers: { authorization },
        });
        expect(signedIn.statusCode).toBe(200);
        expect(signedIn.json().data.value).toBe('15');
      });
    });

    describe('GET /api/admin/settings', () => {
      it('lists every setting with id, name, value, type and updated_at', async () => {
        const settings = await list();
        const names = settings.map((s) => s.name);
        for (const name of [
          'privacy_policy',
          'terms_and_conditions',
          'about_who_we_are',
          'contact_email',
          'contact_phone',
          'social_instagram',
          'landing_video_url',
          'about_video_url',
          'currency',
          'commission_rate',
        ])
          expect(names).toContain(name);
        const currency = settings.find((s) => s.name === 'currency')!;
        expect(Object.keys(currency).sort()).toEqual(['id', 'name', 'type', 'updated_at', 'value']);
        expect(currency).toMatchObject({ value: 'SAR', type: 'currency' });
        expect(typeof currency.id).toBe('number');
      });

      it('filters by type and by search in the name or the value', async () => {
        const urls = await list('?type=url');
        expect(urls.length).toBeGreaterThan(2);
        expect(urls.every((s) => s.type === 'url')).toBe(true);

        expect((await list('?search=COMMISSION')).map((s) => s.name)).toEqual(['commission_rate']);
        // Arabic text inside a value.
        expect(
          (await list('?search=' + encodeURIComponent('خصوصيتك'))).map((s) => s.name),
        ).toContain('privacy_policy');
        // A user's % is a character, not a wildcard.
        expect(await list('?search=%25%25%25')).toEqual([]);
        expect(await list('?type=percent&search=currency')).toEqual([]);
      });
    });

    describe('POST /api/admin/settings (batch)', () => {
      it('creates and updates from the multipart bracket form, values exactly as typed', async () => {
        const typed = 'سطر أول\nسطر ثانٍ 📸\n\n  مسافات في البداية  ';
        const response = await postForm(
          '/api/admin/settings',
          batch([
            { name: 'contact_phone', value: '+966 55 000 0000', type: 'phone' },
            { name: 'welcome_note', value: typed, type: 'long_text' },
          ]),
        );
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json();
        expect(body.success).toBe(true);
        expect(body.data.map((s: Answered) => s.name)).toEqual(['contact_phone', 'welcome_note']);
        expect((await byName('contact_phone')).value).toBe('+966 55 000 0000');
        expect((await byName('welcome_note')).value).toBe(typed);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        // A new setting is private until made public.
        const anonymous = await t
          .app()
          .inject({ method: 'GET', url: '/api/admin/settings/name/welcome_note' });
        expect(anonymous.statusCode).toBe(401);
      });

      it('re-creates a platform setting with its shipped visibility', async () => {
        await t
          .db()
          .deleteFrom('settings')
          .where('name', 'in', ['about_feature_1_title', 'commission_rate'])
          .execute();
        const response = await postForm(
          '/api/admin/settings',
          batch([
            { name: 'about_feature_1_title', value: 'عنوان جديد', type: 'text' },
            { name: 'commission_rate', value: '12', type: 'percent' },
          ]),
        );
        expect(response.statusCode).toBe(200);
        const about = await t
          .app()
          .inject({ method: 'GET', url: '/api/admin/settings/name/about_feature_1_title' });
        expect(about.json().data.value).toBe('عنوان جديد');
        const rate = await t
          .app()
          .inject({ method: 'GET', url: '/api/admin/settings/name/commission_rate' });
        expect(rate.statusCode).toBe(401);
      });

      it('answers 422 with dotted keys and saves nothing of a batch with one bad entry', async () => {
        const before = await byName('contact_email');
        const response = await postForm(
          '/api/admin/settings',
          batch([
            { name: 'contact_email', value: 'new@laqta.sa', type: 'email' },
            { name: 'about_who_we_are', value: '   ', type: 'long_text' },
            { name: 'Bad Name', value: 'x', type: 'nope' },
          ]),
        );
        expect(response.statusCode).toBe(422);
        const body = response.json();
        expect(body.errors['settings.1.value']).toEqual([settingMessages.valueRequired]);
        expect(body.errors['settings.2.name']).toEqual([settingMessages.nameInvalid]);
        expect(body.errors['settings.2.type']).toEqual([settingMessages.typeInvalid]);
        expect(body.errors['settings.0.value']).toBeUndefined();
        expect(typeof body.message).toBe('string');
        expect(await byName('contact_email')).toEqual(before);
      });

      it('rolls the whole batch back when one entry is stale (409)', async () => {
        const email = await byName('contact_email');
        const phone = await byName('contact_phone');
        // Another admin saves the phone after this admin loaded the list.
        const other = await putValue(phone.id, { value: '+966 11 111 1111' });
        expect(other.statusCode).toBe(200);

        const response = await postForm(
          '/api/admin/settings',
          batch([
            {
              name: 'contact_email',
              value: 'lost@laqta.sa',
              type: 'email',
              updated_at: email.updated_at,
            },
            {
              name: 'contact_phone',
              value: '+966 22 222 2222',
              type: 'phone',
              updated_at: phone.updated_at,
            },
          ]),
        );
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          success: false,
          message: expect.stringContaining('contact_phone'),
          code: 'stale_edit',
        });
        expect(response.json().message).toMatch(/مسؤول آخر/);
        expect(await byName('contact_email')).toEqual(email);
        expect((await byName('contact_phone')).value).toBe('+966 11 111 1111');
      });

      it('answers 422 for an empty batch, duplicate names and too many entries', async () => {
        const empty = await postForm('/api/admin/settings', []);
        expect(empty.statusCode).toBe(422);
        expect(empty.json().errors.settings).toEqual([settingMessages.settingsRequired]);

        const duplicate = await postForm(
          '/api/admin/settings',
          batch([
            { name: 'currency', value: 'SAR', type: 'currency' },
            { name: 'currency', value: 'USD', type: 'currency' },
          ]),
        );
        expect(duplicate.statusCode).toBe(422);
        expect(duplicate.json().errors['settings.1.name']).toEqual([settingMessages.nameDuplicate]);

        const many = await postForm(
          '/api/admin/settings',
          batch(
            Array.from({ length: 101 }, (_, i) => ({ name: `n_${i}`, value: 'v', type: 'text' })),
          ),
        );
        expect(many.statusCode).toBe(422);
        expect((await byName('currency')).value).toBe('SAR');
      });
    });

    describe('POST /api/admin/settings/{id} with _method=PUT', () => {
      it('updates the value and answers the setting', async () => {
        const terms = await byName('terms_and_conditions');
        // Line breaks arrive as \r\n in a multipart form (what the text box held was \n).
        const value = 'شروط جديدة\r\nبسطرين ✨';
        const stored = 'شروط جديدة\nبسطرين ✨';
        const response = await putValue(terms.id, { value, updated_at: terms.updated_at });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json();
        expect(body.success).toBe(true);
        expect(body.data).toMatchObject({
          id: terms.id,
          name: 'terms_and_conditions',
          value: stored,
        });
        expect(body.data.updated_at > terms.updated_at).toBe(true);
        const publicRead = await t
          .app()
          .inject({ method: 'GET', url: '/api/admin/settings/name/terms_and_conditions' });
        expect(publicRead.json().data.value).toBe(stored);
      });

      it('answers 409 in Arabic when the setting changed since it was loaded', async () => {
        const about = await byName('about_what_sets_us_apart');
        const first = await putValue(about.id, {
          value: 'نسخة المسؤول الأول',
          updated_at: about.updated_at,
        });
        expect(first.statusCode).toBe(200);
        const second = await putValue(about.id, {
          value: 'نسخة المسؤول الثاني',
          updated_at: about.updated_at,
        });
        expect(second.statusCode).toBe(409);
        expect(second.json().message).toMatch(/مسؤول آخر/);
        expect((await byName('about_what_sets_us_apart')).value).toBe('نسخة المسؤول الأول');
        // Two saves within the same millisecond still give different stamps.
        const fresh = await byName('about_what_sets_us_apart');
        const again = await putValue(about.id, { value: 'ثالثة', updated_at: fresh.updated_at });
        expect(again.json().data.updated_at).not.toBe(fresh.updated_at);
      });

      it('answers 404 for an unknown id and 422 for an empty value', async () => {
        const unknown = await putValue(999_999, { value: 'x' });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({
          success: false,
          message: settingMessages.notFound,
          code: 'not_found',
        });
        expect((await putValue('abc', { value: 'x' })).statusCode).toBe(404);

        const currency = await byName('currency');
        const bodies: Array<Record<string, string>> = [{ value: '' }, { value: ' \n ' }, {}];
        for (const fields of bodies) {
          const response = await putValue(currency.id, fields);
          expect(response.statusCode).toBe(422);
          expect(response.json().errors.value).toEqual([settingMessages.valueRequired]);
        }
        expect((await byName('currency')).value).toBe('SAR');
      });

      it('refuses values past the limits: 422 over the length, 413 over the form field size', async () => {
        const who = await byName('about_who_we_are');
        const long = await putValue(who.id, {
          value: 'ن'.repeat(SETTING_VALUE_MAX_LENGTH + 1),
        });
        expect(long.statusCode).toBe(422);
        expect(long.json().errors.value).toEqual([settingMessages.valueTooLong]);
        const huge = await putValue(who.id, { value: 'x'.repeat(2 * 1024 * 1024) });
        expect(huge.statusCode).toBe(413);
        expect((await byName('about_who_we_are')).value).toBe(who.value);
        const atLimit = await putValue(who.id, {
          value: 'ن'.repeat(SETTING_VALUE_MAX_LENGTH),
        });
        expect(atLimit.statusCode).toBe(200);
      });

      it('refuses a value its type cannot hold (rate, currency, address, email), in the batch and alone', async () => {
        const rate = await byName('commission_rate');
        for (const value of ['abc', '150', '-1']) {
          const response = await putValue(rate.id, { value });
          expect(response.statusCode).toBe(422);
          expect(response.json().errors.value).toEqual([settingMessages.percentInvalid]);
        }
        const video = await byName('landing_video_url');
        const script = await putValue(video.id, { value: 'javascript:alert(1)' });
        expect(script.statusCode).toBe(422);
        expect(script.json().errors.value).toEqual([settingMessages.urlInvalid]);

        const response = await postForm(
          '/api/admin/settings',
          batch([
            { name: 'currency', value: 'riyal', type: 'currency' },
            { name: 'contact_email', value: 'not-an-email', type: 'email' },
            { name: 'contact_phone', value: 'اتصل بنا ٠٥٠', type: 'phone' },
          ]),
        );
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({
          'settings.0.value': [settingMessages.currencyInvalid],
          'settings.1.value': [settingMessages.emailInvalid],
        });
        expect((await byName('commission_rate')).value).toBe(rate.value);
        expect((await putValue(rate.id, { value: '12.5' })).statusCode).toBe(200);
      });

      it('takes a real PUT with a JSON body too', async () => {
        const email = await byName('contact_email');
        const response = await t.app().inject({
          method: 'PUT',
          url: `/api/admin/settings/${email.id}`,
          headers: { authorization },
          payload: { value: 'hi@laqta.sa' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.value).toBe('hi@laqta.sa');
      });
    });
  },
  withTestAdmin,
);
