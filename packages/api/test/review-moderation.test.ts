import { reasonMessages, reviewMessages, type ReviewListItem } from '@laqta/contract';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { DB } from '../src/db/schema.js';
import { rebuildRollups } from '../src/seed/rollups.js';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import {
  insertCustomerRow,
  insertOrderRow,
  insertPhotographerRow,
  insertReviewRow,
  insertServiceRow,
} from './support/people-rows.js';

/** What the photographer's counters say, and what a plain recount of visible reviews says. */
async function ratingOf(db: Kysely<DB>, photographerId: number) {
  const stored = await db
    .selectFrom('photographers')
    .select(['rating_avg', 'reviews_count', 'rating_total'])
    .where('id', '=', photographerId)
    .executeTakeFirstOrThrow();
  const visible = await db
    .selectFrom('reviews')
    .select('rating')
    .where('photographer_id', '=', photographerId)
    .where('hidden_at', 'is', null)
    .execute();
  const total = visible.reduce((sum, r) => sum + Number(r.rating), 0);
  return {
    stored: {
      count: Number(stored.reviews_count),
      total: Number(stored.rating_total),
      avg: stored.rating_avg === null ? null : Number(stored.rating_avg),
    },
    recount: {
      count: visible.length,
      total,
      avg: visible.length === 0 ? null : total / visible.length,
    },
  };
}

describeOnEachDatabase(
  'reviews: list, hide, show; the rating follows exactly',
  (t) => {
    let authorization = '';
    let photographerId = 0;
    let reviews: { id: number; updated_at: string }[] = [];
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
      const photographer = await insertPhotographerRow(t.db(), { status: 'approved' });
      photographerId = photographer.id;
      const customer = await insertCustomerRow(t.db());
      const service = await insertServiceRow(t.db());
      reviews = [];
      for (const rating of [5, 4, 1, 2, 5]) {
        const order = await insertOrderRow(t.db(), {
          customer_id: customer.id,
          service_id: service.id,
          photographer_id: photographer.id,
          status: 'completed',
        });
        reviews.push(
          await insertReviewRow(t.db(), {
            order_id: order.id,
            customer_id: customer.id,
            photographer_id: photographer.id,
            rating,
          }),
        );
      }
    });

    const visibility = (id: number, body: object) =>
      t.app().inject({
        method: 'POST',
        url: `/api/admin/reviews/${id}/visibility`,
        headers: { authorization },
        payload: body,
      });

    it('hides a review with a reason: it leaves the rating average and count', async () => {
      expect((await ratingOf(t.db(), photographerId)).stored).toEqual({
        count: 5,
        total: 17,
        avg: 17 / 5,
      });
      const [low] = [reviews[2]!];
      const noReason = await visibility(low.id, { action: 'hide', updated_at: low.updated_at });
      expect(noReason.json()).toEqual({
        message: reasonMessages.required,
        errors: { reason: [reasonMessages.required] },
        code: 'validation_failed',
      });
      const hidden = await visibility(low.id, {
        action: 'hide',
        reason: 'ألفاظ مسيئة',
        updated_at: low.updated_at,
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json().message).toBe(reviewMessages.hidden);
      expect(hidden.json().data).toMatchObject({ hidden_reason: 'ألفاظ مسيئة' });
      const rating = await ratingOf(t.db(), photographerId);
      expect(rating.stored).toEqual(rating.recount);
      expect(rating.stored).toEqual({ count: 4, total: 16, avg: 4 });
      const again = await visibility(low.id, {
        action: 'hide',
        reason: 'مرة',
        updated_at: hidden.json().data.updated_at,
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toContain('مخفي');
      expect(again.json().code).toBe('invalid_transition');
      const stale = await visibility(low.id, { action: 'show', updated_at: low.updated_at });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('stale_edit');
    });

    it('lists hidden reviews apart, and shows one again: the rating comes back', async () => {
      const list = await t.app().inject({
        method: 'GET',
        url: `/api/admin/reviews?visibility=hidden&photographer_id=${photographerId}`,
        headers: { authorization },
      });
      const rows = list.json().data as ReviewListItem[];
      expect(rows.map((r) => r.id)).toEqual([reviews[2]!.id]);
      expect(rows[0]).toMatchObject({ rating: 1, photographer_name: expect.any(String) });
      const shown = await visibility(rows[0]!.id, {
        action: 'show',
        updated_at: rows[0]!.updated_at,
      });
      expect(shown.statusCode).toBe(200);
      const rating = await ratingOf(t.db(), photographerId);
      expect(rating.stored).toEqual(rating.recount);
      expect(rating.stored.count).toBe(5);
    });

    it('hides in bulk by filter; the counters equal a recount, and a rebuild agrees', async () => {
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/admin/reviews/bulk',
        headers: { authorization },
        payload: {
          action: 'hide',
          reason: 'مراجعة جماعية',
          filter: { photographer_id: String(photographerId), rating: '5' },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ total: 2, succeeded: 2 });
      const rating = await ratingOf(t.db(), photographerId);
      expect(rating.stored).toEqual(rating.recount);
      expect(rating.stored).toEqual({ count: 3, total: 7, avg: 7 / 3 });
      await rebuildRollups(t.db());
      const rebuilt = await ratingOf(t.db(), photographerId);
      expect(rebuilt.stored).toEqual(rebuilt.recount);
    });

    it('hiding every review leaves no average (null), not a division by zero', async () => {
      const visible = await t
        .db()
        .selectFrom('reviews')
        .select(['id', 'updated_at'])
        .where('photographer_id', '=', photographerId)
        .where('hidden_at', 'is', null)
        .execute();
      for (const review of visible)
        expect(
          (
            await visibility(review.id, {
              action: 'hide',
              reason: 'س',
              updated_at: review.updated_at,
            })
          ).statusCode,
        ).toBe(200);
      const rating = await ratingOf(t.db(), photographerId);
      expect(rating.stored).toEqual({ count: 0, total: 0, avg: null });
    });
  },
  withTestAdmin,
);
