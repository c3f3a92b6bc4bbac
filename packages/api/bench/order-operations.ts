import { adminPaths, DEFAULT_TIME_ZONE, fillPath } from '@laqta/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/connection.js';
import { dayOf } from '../src/time.js';

/**
 * Issue 13's part of `pnpm bench:lists`: the payout queue (a page, and a deep page sorted by
 * price), two actions through the full server (confirming an order; paying one out, which writes
 * a transaction, its roll-ups and an audit event), and the orders export of 100,000 orders (or
 * every order when fewer are seeded) downloaded over a real socket.
 */
export async function benchOrderOperations({
  label,
  database,
  app,
  authorization,
  runs,
  timeIt,
  timeExport,
  port,
}: {
  label: string;
  database: Database;
  app: FastifyInstance;
  authorization: string;
  runs: number;
  timeIt: (name: string, call: () => Promise<unknown>) => Promise<void>;
  timeExport: (url: string, authorization: string) => Promise<string>;
  port: number;
}): Promise<void> {
  const { db } = database;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: { authorization }, payload });
    if (response.statusCode !== 200)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };

  // The seeder pays every completed order out: the newest 3,000 have their payouts taken back,
  // so the queue has pages to read and orders to pay.
  await db
    .deleteFrom('transactions')
    .where('type', '=', 'payout')
    .where('order_id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('orders.id')
        .where('orders.status', '=', 'completed')
        .orderBy('orders.id', 'desc')
        .limit(3_000),
    )
    .execute();
  const queue = (await call('GET', adminPaths.api.payouts)).json().meta;
  console.log(`  ${label}: payout queue (${queue.total} orders), actions, orders export`);
  await timeIt('payout queue, first page', () => call('GET', adminPaths.api.payouts));
  await timeIt('payout queue, page 50 by price', () =>
    call('GET', `${adminPaths.api.payouts}?page=50&sort=-price`),
  );
  await timeIt('dashboard needs attention', () => call('GET', adminPaths.api.dashboardAttention));

  const pending = await db
    .selectFrom('orders')
    .select(['id', 'updated_at'])
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .limit(runs + 3)
    .execute();
  let nextPending = 0;
  await timeIt('action: confirm an order', () => {
    const order = pending[nextPending++]!;
    return call('POST', fillPath(adminPaths.api.orderTransition, { id: order.id }), {
      to: 'confirmed',
      updated_at: order.updated_at,
    });
  });
  const due = await db
    .selectFrom('orders')
    .select(['id', 'updated_at'])
    .where('status', '=', 'completed')
    .where('paid_out_at', 'is', null)
    .orderBy('id')
    .limit(runs + 3)
    .execute();
  let nextDue = 0;
  await timeIt('action: pay one order out', () => {
    const order = due[nextDue++]!;
    return call('POST', adminPaths.api.payoutsPay, {
      items: [{ order_id: order.id, updated_at: order.updated_at }],
      bank_reference: `BENCH-${order.id}`,
    });
  });

  // 100,000 orders: from the business day of the 100,000th newest order (a whole day, so a few more).
  const edge = await db
    .selectFrom('orders')
    .select('created_at')
    .orderBy('created_at', 'desc')
    .offset(99_999)
    .limit(1)
    .executeTakeFirst();
  const filter = edge ? `&from=${dayOf(new Date(edge.created_at), DEFAULT_TIME_ZONE)}` : '';
  for (const format of ['csv', 'xlsx'] as const)
    console.log(
      `  ${label}: orders export ${format}: ` +
        (await timeExport(
          `http://127.0.0.1:${port}${adminPaths.api.ordersExport}?format=${format}${filter}`,
          authorization,
        )),
    );
}
