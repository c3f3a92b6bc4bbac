import {
  catalogMessages,
  listMessages,
  serviceCategories,
  type PublicPhotographerAnswer,
  type PublicPhotographersAnswer,
  type PublicServicesAnswer,
} from '@laqta/contract';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { DB } from '../src/db/schema.js';
import { CATALOG_CACHE_MS } from '../src/modules/catalog/routes.js';
import { describeOnEachDatabase } from './support/databases.js';
import { customerRow, serviceRow, specialistRow } from './support/booking-rows.js';

/** A review of `photographerId` by a customer named `reviewer`, on a completed order of its own. */
async function reviewRow(
  db: Kysely<DB>,
  values: {
    photographerId: number;
    serviceId: number;
    rating: number;
    reviewer: string;
    hidden?: boolean;
    daysAgo: number;
  },
) {
  const at = new Date(Date.now() - values.daysAgo * 86_400_000).toISOString();
  const customer = await customerRow(db, { name: values.reviewer });
  const order = await db
    .insertInto('orders')
    .values({
      code: `LQ-R${customer.id}`,
      customer_id: customer.id,
      photographer_id: values.photographerId,
      service_id: values.serviceId,
      session_at: at,
      city: 'جدة',
      address: 'حي الروضة',
      price: 45000,
      notes: null,
      cancel_reason: null,
      status: 'completed',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('reviews')
    .values({
      order_id: order.id,
      customer_id: customer.id,
      photographer_id: values.photographerId,
      rating: values.rating,
      comment: `تقييم ${values.rating}`,
      hidden_at: values.hidden ? at : null,
      hidden_reason: values.hidden ? 'إساءة' : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describeOnEachDatabase('public catalogue: services, photographers, profiles', (t) => {
  const fixtures = {
    wedding: 0,
    newborn: 0,
    rated: { id: 0, name: '' },
    unrated: 0,
    pending: 0,
    suspended: 0,
    reviews: { newest: 0, older: 0 },
  };

  beforeAll(async () => {
    const db = t.db();
    fixtures.wedding = (
      await serviceRow(db, { name: 'تصوير زفاف', category: 'wedding', sort_order: 2 })
    ).id;
    fixtures.newborn = (
      await serviceRow(db, {
        name: 'جلسة مواليد',
        category: 'newborn',
        sort_order: 1,
        base_price: 45050,
      })
    ).id;
    await serviceRow(db, { name: 'خدمة موقوفة', is_active: false });
    await serviceRow(db, { name: 'خدمة مؤرشفة', archived: true, is_active: false });

    const rated = await specialistRow(db, {
      name: 'ريم العتيبي',
      city: 'جدة',
      specialties: ['newborn', 'family'],
      starting_price: 70000,
      bio: 'مصورة مواليد وعائلات في جدة',
    });
    fixtures.rated = { id: rated.id, name: rated.name };
    fixtures.unrated = (
      await specialistRow(db, { city: 'الرياض', specialties: ['wedding'], starting_price: 50000 })
    ).id;
    fixtures.pending = (await specialistRow(db, { status: 'pending', city: 'جدة' })).id;
    fixtures.suspended = (await specialistRow(db, { status: 'suspended', city: 'جدة' })).id;

    const review = { photographerId: rated.id, serviceId: fixtures.newborn };
    fixtures.reviews.older = (
      await reviewRow(db, { ...review, rating: 4, reviewer: 'نورة القحطاني', daysAgo: 10 })
    ).id;
    fixtures.reviews.newest = (
      await reviewRow(db, { ...review, rating: 5, reviewer: 'هند الشهري', daysAgo: 2 })
    ).id;
    await reviewRow(db, { ...review, rating: 1, reviewer: 'مخفي', hidden: true, daysAgo: 1 });
  });

  const get = (url: string) => t.app().inject({ method: 'GET', url });

  it('lists the active services only, in display order, as cards; filters by category', async () => {
    const all = await get('/api/public/services');
    expect(all.statusCode, all.body).toBe(200);
    const answer = all.json<PublicServicesAnswer>();
    expect(answer.currency).toBe('SAR');
    expect(answer.data).toEqual([
      {
        id: fixtures.newborn,
        name: 'جلسة مواليد',
        category: 'newborn',
        description: 'جلسة تصوير في المكان الذي تختاره',
        image_url: '/uploads/services/newborn.webp',
        price_from: 45050,
        duration_minutes: 90,
      },
      expect.objectContaining({ id: fixtures.wedding, name: 'تصوير زفاف', price_from: 45000 }),
    ]);

    const weddings = (
      await get('/api/public/services?category=wedding')
    ).json<PublicServicesAnswer>();
    expect(weddings.data.map((s) => s.id)).toEqual([fixtures.wedding]);
    const blank = (await get('/api/public/services?category=')).json<PublicServicesAnswer>();
    expect(blank.data).toHaveLength(2);

    const bad = await get('/api/public/services?category=party');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      errors: { category: [listMessages.choice(serviceCategories)] },
    });
  });

  it('lists approved photographers, best rated first, counting visible reviews only', async () => {
    const response = await get('/api/public/photographers');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PublicPhotographersAnswer>();
    expect(answer.meta).toMatchObject({ total: 2, current_page: 1 });
    expect(answer.data).toEqual([
      {
        id: fixtures.rated.id,
        name: 'ريم العتيبي',
        avatar_url: null,
        city: 'جدة',
        specialties: ['family', 'newborn'],
        // 5 and 4 visible; the hidden 1 counts for nothing.
        rating_avg: 4.5,
        reviews_count: 2,
        starting_price: 70000,
      },
      expect.objectContaining({ id: fixtures.unrated, rating_avg: null, reviews_count: 0 }),
    ]);
    // Unrated last whichever way the rating is sorted.
    const ascending = (
      await get('/api/public/photographers?sort=rating')
    ).json<PublicPhotographersAnswer>();
    expect(ascending.data.map((p) => p.id)).toEqual([fixtures.rated.id, fixtures.unrated]);
    const cheapest = (
      await get('/api/public/photographers?sort=starting_price')
    ).json<PublicPhotographersAnswer>();
    expect(cheapest.data.map((p) => p.id)).toEqual([fixtures.unrated, fixtures.rated.id]);
  });

  it('filters photographers by city and by specialty', async () => {
    const ids = async (query: string) =>
      (await get(`/api/public/photographers?${query}`))
        .json<PublicPhotographersAnswer>()
        .data.map((p) => p.id);
    expect(await ids(`city=${encodeURIComponent('جدة')}`)).toEqual([fixtures.rated.id]);
    expect(await ids('specialty=wedding')).toEqual([fixtures.unrated]);
    expect(await ids(`specialty=newborn&city=${encodeURIComponent('الرياض')}`)).toEqual([]);
    const bad = await get('/api/public/photographers?specialty=party&per_page=500');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'per_page',
      'specialty',
    ]);
  });

  it("shows an approved photographer's profile with the newest visible reviews, by first name", async () => {
    const response = await get(`/api/public/photographers/${fixtures.rated.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<PublicPhotographerAnswer>();
    expect(data).toMatchObject({
      id: fixtures.rated.id,
      bio: 'مصورة مواليد وعائلات في جدة',
      rating_avg: 4.5,
      reviews_count: 2,
    });
    expect(data.reviews.map((r) => [r.id, r.rating, r.reviewer, r.comment])).toEqual([
      [fixtures.reviews.newest, 5, 'هند', 'تقييم 5'],
      [fixtures.reviews.older, 4, 'نورة', 'تقييم 4'],
    ]);
    expect(response.body).not.toContain('القحطاني');
  });

  it('answers 404 in Arabic for a photographer visitors may not see', async () => {
    for (const id of [fixtures.pending, fixtures.suspended, 999_999, 'abc']) {
      const response = await get(`/api/public/photographers/${id}`);
      expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({
        message: catalogMessages.photographerNotFound,
        code: 'not_found',
      });
    }
  });

  it('keeps answers a few seconds: a change in the back office shows after that', async () => {
    const app = await t.buildApp();
    const names = async () =>
      (await app.inject({ method: 'GET', url: '/api/public/services?category=newborn' }))
        .json<PublicServicesAnswer>()
        .data.map((s) => s.name);
    expect(await names()).toEqual(['جلسة مواليد']);
    await t
      .db()
      .updateTable('services')
      .set({ name: 'جلسة مواليد في المنزل' })
      .where('id', '=', fixtures.newborn)
      .execute();
    expect(await names()).toEqual(['جلسة مواليد']);
    await new Promise((resolve) => setTimeout(resolve, CATALOG_CACHE_MS + 100));
    expect(await names()).toEqual(['جلسة مواليد في المنزل']);
  }, 15_000);
});
