import { describe, expect, it } from 'vitest';
import { listFilter, listQuerySchema } from './list.js';

const ordersLikeQuery = listQuerySchema({
  sorts: ['created_at'],
  defaultSort: '-created_at',
  filters: { customer_id: listFilter.id(), from: listFilter.date(), to: listFilter.date() },
  dateRanges: [['from', 'to']],
});

describe('list queries typed with Arabic-Indic or Persian digits', () => {
  it('read page, page size, ids and dates as the same Latin digits', () => {
    const query = ordersLikeQuery.parse({
      page: '٢',
      per_page: '۲۵',
      customer_id: '١٢٣',
      from: '٢٠٢٦-٠١-٣١',
      to: '۲۰۲۶-۰۲-۰۱',
    });
    expect(query).toMatchObject({
      page: 2,
      per_page: 25,
      customer_id: 123,
      from: '2026-01-31',
      to: '2026-02-01',
    });
  });

  it('still refuses what is not a number or a real date, whatever its digits', () => {
    expect(ordersLikeQuery.safeParse({ customer_id: '١٢x' }).success).toBe(false);
    expect(ordersLikeQuery.safeParse({ from: '٢٠٢٦-٠٢-٣٠' }).success).toBe(false);
  });
});
