import { describe, expect, it } from 'vitest';
import {
  adminNavItems,
  adminSettingsNavItem,
  allAdminNavItems,
  isActiveNavItem,
} from './adminNavigation';

describe('the admin side menu', () => {
  it('has the specification’s nine entries, in order, settings last', () => {
    expect(allAdminNavItems.map((item) => [item.href, item.label])).toEqual([
      ['/admin/home', 'لوحة التحكم'],
      ['/admin/users', 'ادارة العملاء'],
      ['/admin/Photographers', 'ادارة المصورين'],
      ['/admin/orders', 'ادارة الطلبات'],
      ['/admin/services', 'ادارة الخدمات'],
      ['/admin/suggestion', 'إدارة الإقتراحات'],
      ['/admin/billboards', 'إدارة الأعلانات'],
      ['/admin/transactions', 'إدارة المعاملات'],
      ['/admin/setting', 'الإعدادات'],
    ]);
    expect(adminNavItems).not.toContain(adminSettingsNavItem);
  });

  it('highlights the entry of the current path and of the views below it, ignoring case', () => {
    expect(isActiveNavItem('/admin/services', '/admin/services')).toBe(true);
    expect(isActiveNavItem('/admin/services', '/admin/services/3/edit')).toBe(true);
    expect(isActiveNavItem('/admin/Photographers', '/admin/photographers/')).toBe(true);
    expect(isActiveNavItem('/admin/setting', '/admin/settings')).toBe(false);
    expect(isActiveNavItem('/admin/home', '/admin/about')).toBe(false);
  });
});
