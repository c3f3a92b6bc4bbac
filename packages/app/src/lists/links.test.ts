import { adminPaths } from '@laqta/contract';
import { describe, expect, it } from 'vitest';
import { listHref, recordHref } from './links';

describe('links built from adminPaths', () => {
  it('recordHref leads a record to its page', () => {
    expect(recordHref(adminPaths.pages.order)({ id: 7 })).toBe('/admin/orders/7');
    expect(recordHref(adminPaths.pages.photographer)({ id: 12 })).toBe('/admin/Photographers/12');
  });

  it('listHref narrows a list page by its filters, values encoded', () => {
    expect(listHref(adminPaths.pages.orders, { customer_id: 42 })).toBe(
      '/admin/orders?customer_id=42',
    );
    expect(listHref(adminPaths.pages.customers, { city: 'الرياض', status: 'active' })).toBe(
      '/admin/users?city=%D8%A7%D9%84%D8%B1%D9%8A%D8%A7%D8%B6&status=active',
    );
  });
});
