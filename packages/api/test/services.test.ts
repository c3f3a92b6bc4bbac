import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceMessages } from '@laqta/contract';
import { adminAuthorization } from './support/marketplace-rows.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';

/** The smallest real images of each accepted type (and one refused type), as bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const webp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const fields = {
  name: 'جلسة تخرج في الحديقة',
  description: 'ساعة تصوير مع عشرين صورة معدلة.',
  category: 'graduation',
  base_price: '45000',
  duration_minutes: '60',
  is_active: '1',
  sort_order: '2',
};

function form(
  values: Record<string, string>,
  image?: { bytes: Buffer; name: string; type: string },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  if (image) data.append('image', new Blob([image.bytes], { type: image.type }), image.name);
  return data;
}

describeOnEachDatabase('services: detail, create and update', (t) => {
  let authorization: string;
  beforeAll(async () => {
    authorization = await adminAuthorization(t.db());
  });

  const send = async (url: string, data: FormData) => {
    const { payload, headers } = await multipart(data);
    return t.app().inject({ method: 'POST', url, payload, headers: { ...headers, authorization } });
  };

  /** A stored upload's file on disk, from its public URL. */
  const fileOf = (url: string) =>
    path.join(t.config().dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

  async function create(image = { bytes: png, name: 'a.png', type: 'image/png' }) {
    const response = await send('/api/admin/services', form(fields, image));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; image_url: string };
  }

  it('creates a service from a multipart form with a PNG, JPEG or WebP image', async () => {
    for (const image of [
      { bytes: png, name: 'a.png', type: 'image/png' },
      { bytes: jpeg, name: 'b.jpg', type: 'image/jpeg' },
      { bytes: webp, name: 'c.webp', type: 'image/webp' },
    ]) {
      const response = await send('/api/admin/services', form(fields, image));
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body.message).toBe(serviceMessages.created);
      expect(body.data).toMatchObject({
        name: fields.name,
        description: fields.description,
        category: 'graduation',
        base_price: 45000,
        duration_minutes: 60,
        is_active: true,
        sort_order: 2,
        image_url: expect.stringMatching(/^\/uploads\/.+\.(png|jpg|webp)$/),
      });
      expect(fs.readFileSync(fileOf(body.data.image_url))).toEqual(image.bytes);
      const served = await t.app().inject({ method: 'GET', url: body.data.image_url });
      expect(served.statusCode).toBe(200);
    }
  });

  it('shows a service by id, and answers 404 for an unknown or malformed id', async () => {
    const created = await create();
    const found = await t.app().inject({
      method: 'GET',
      url: `/api/admin/services/${created.id}`,
      headers: { authorization },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ id: created.id, name: fields.name });
    for (const id of ['999999', 'abc', '0']) {
      const missing = await t.app().inject({
        method: 'GET',
        url: `/api/admin/services/${id}`,
        headers: { authorization },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: serviceMessages.notFound,
        code: 'not_found',
      });
    }
  });

  it('needs a token', async () => {
    const response = await t.app().inject({
      method: 'POST',
      url: '/api/admin/services',
      ...(await multipart(form(fields, { bytes: png, name: 'a.png', type: 'image/png' }))),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a text file renamed .jpg, and a GIF, by their content (422, nothing stored)', async () => {
    const before = await t.db().selectFrom('services').select('id').execute();
    for (const image of [
      {
        bytes: Buffer.from('just some text, not a picture'),
        name: 'photo.jpg',
        type: 'image/jpeg',
      },
      { bytes: gif, name: 'anim.png', type: 'image/png' },
    ]) {
      const response = await send('/api/admin/services', form(fields, image));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ image: [serviceMessages.imageType] });
    }
    const after = await t.db().selectFrom('services').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await send(
      '/api/admin/services',
      form(fields, { bytes: big, name: 'big.png', type: 'image/png' }),
    );
    expect(response.statusCode).toBe(413);
  });

  it('answers 422 with Arabic messages under every bad field, image required on create', async () => {
    const response = await send(
      '/api/admin/services',
      form({
        name: '  ',
        category: 'party',
        base_price: '12.5',
        duration_minutes: '5',
        is_active: 'maybe',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: [serviceMessages.nameRequired],
      category: [serviceMessages.categoryRequired],
      base_price: [serviceMessages.priceHalalasInvalid],
      duration_minutes: [serviceMessages.durationRange],
      is_active: [serviceMessages.activeInvalid],
      image: [serviceMessages.imageRequired],
    });
  });

  it('updates with _method=PUT, keeping the image when none is sent', async () => {
    const created = await create();
    const response = await send(
      `/api/admin/services/${created.id}`,
      form({ ...fields, _method: 'PUT', name: 'جلسة عائلية', base_price: '60050', is_active: '0' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(serviceMessages.updated);
    expect(response.json().data).toMatchObject({
      id: created.id,
      name: 'جلسة عائلية',
      base_price: 60050,
      is_active: false,
      image_url: created.image_url,
    });
    const row = await t
      .db()
      .selectFrom('services')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'جلسة عائلية', base_price: 60050, is_active: 0 });
    expect(fs.existsSync(fileOf(created.image_url))).toBe(true);
  });

  it('replaces the image on update and removes the old file', async () => {
    const created = await create();
    const response = await send(
      `/api/admin/services/${created.id}`,
      form({ ...fields, _method: 'PUT' }, { bytes: jpeg, name: 'new.jpg', type: 'image/jpeg' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json().data;
    expect(updated.image_url).not.toBe(created.image_url);
    expect(fs.readFileSync(fileOf(updated.image_url))).toEqual(jpeg);
    expect(fs.existsSync(fileOf(created.image_url))).toBe(false);
  });

  it('keeps the old image and row when an update is refused', async () => {
    const created = await create();
    const response = await send(
      `/api/admin/services/${created.id}`,
      form(
        { ...fields, _method: 'PUT', name: '' },
        { bytes: Buffer.from('text'), name: 'x.webp', type: 'image/webp' },
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: [serviceMessages.nameRequired],
      image: [serviceMessages.imageType],
    });
    const row = await t
      .db()
      .selectFrom('services')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe(fields.name);
    expect(fs.existsSync(fileOf(created.image_url))).toBe(true);
  });

  it('answers 404 when updating an unknown service', async () => {
    const response = await send('/api/admin/services/999999', form({ ...fields, _method: 'PUT' }));
    expect(response.statusCode).toBe(404);
    // A path that names no service is a 404 before its form is read, even with a refused image.
    const text = { bytes: Buffer.from('text'), name: 'x.png', type: 'image/png' };
    const malformed = await send(
      '/api/admin/services/abc',
      form({ ...fields, _method: 'PUT' }, text),
    );
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toMatchObject({
      message: serviceMessages.notFound,
      code: 'not_found',
    });
  });
});

describe('image fixtures', () => {
  it('are what they claim (so a refusal above is about content, not a broken fixture)', async () => {
    const { fileTypeFromBuffer } = await import('file-type');
    expect((await fileTypeFromBuffer(png))?.mime).toBe('image/png');
    expect((await fileTypeFromBuffer(jpeg))?.mime).toBe('image/jpeg');
    expect((await fileTypeFromBuffer(webp))?.mime).toBe('image/webp');
    expect((await fileTypeFromBuffer(gif))?.mime).toBe('image/gif');
  });
});
