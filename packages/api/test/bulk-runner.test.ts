import type { FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { recordAuditEvent } from '../src/audit/record.js';
import { BULK_ROWS_PER_TRANSACTION, runBulk } from '../src/http/bulk.js';
import { HttpError } from '../src/http/errors.js';
import { describeOnEachDatabase } from './support/databases.js';
import { insertCustomerRow } from './support/people-rows.js';

const request = { log: { warn() {}, error() {} } } as unknown as FastifyRequest;

describeOnEachDatabase('the bulk runner: each row stands or falls alone', (t) => {
  it('undoes a failing row’s own writes and event, keeps the rows around it', async () => {
    const rows = [];
    for (let i = 0; i < BULK_ROWS_PER_TRANSACTION + 5; i++)
      rows.push(await insertCustomerRow(t.db()));
    const failing = new Set([rows[1]!.id, rows[BULK_ROWS_PER_TRANSACTION + 2]!.id]);
    const events = async () =>
      Number(
        (
          await t
            .db()
            .selectFrom('audit_events')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('action', '=', 'customer.blocked')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await events();
    const answer = await runBulk('block', {
      db: t.db(),
      request,
      selection: { ids: rows.map((r) => r.id) },
      idsMatching: () => {
        throw new Error('not by filter');
      },
      act: async (trx, id) => {
        // Writes first, then (for some rows) refuses: the write must not survive.
        await trx
          .updateTable('customers')
          .set({ status: 'blocked' })
          .where('id', '=', id)
          .execute();
        await recordAuditEvent(trx, {
          adminId: null,
          ip: null,
          userAgent: null,
          action: 'customer.blocked',
          entityType: 'customer',
          entityId: id,
        });
        if (failing.has(id)) throw new HttpError(422, 'مرفوض');
      },
    });
    expect(answer.data).toMatchObject({ total: rows.length, failed: 2 });
    expect(answer.data.results.filter((r) => !r.ok)).toEqual(
      [...failing].map((id) => ({ id, ok: false, message: 'مرفوض' })),
    );
    const statuses = await t
      .db()
      .selectFrom('customers')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    for (const row of statuses)
      expect(row.status, String(row.id)).toBe(failing.has(row.id) ? 'active' : 'blocked');
    expect((await events()) - before).toBe(rows.length - 2);
  });

  it('never answers a database error’s text', async () => {
    const row = await insertCustomerRow(t.db());
    const answer = await runBulk('block', {
      db: t.db(),
      request,
      selection: { ids: [row.id] },
      idsMatching: () => {
        throw new Error('not by filter');
      },
      act: async (trx) => {
        await trx
          .selectFrom('no_such_table' as 'customers')
          .selectAll()
          .execute();
      },
    });
    expect(answer.data.results[0]).toEqual({
      id: row.id,
      ok: false,
      message: 'تعذّر تنفيذ الإجراء على هذا الصف',
    });
  });
});
