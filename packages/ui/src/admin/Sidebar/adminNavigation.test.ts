import { describe, expect, it } from 'vitest';
import {
  adminNavItems,
  adminSettingsNavItem,
  allAdminNavItems,
  isActiveNavItem,
  navItemsFor,
} from './adminNavigation';

describe('the admin side menu', () => {
  it('has the specification’s nine entries in order, then the team, settings last', () => {
    expect(allAdminNavItems.map((item) => [item.href, item.label])).toEqual([
      ['/admin/home', 'لوحة التحكم'],
      ['/admin/users', 'ادارة العملاء'],
      ['/admin/Photographers', 'ادارة المصورين'],
      ['/admin/orders', 'ادارة الطلبات'],
      ['/admin/services', 'ادارة الخدمات'],
      ['/admin/suggestion', 'إدارة الإقتراحات'],
      ['/admin/billboards', 'إدارة الأعلانات'],
      ['/admin/transactions', 'إدارة المعاملات'],
      ['/admin/payouts', 'المستحقات'],
      ['/admin/newsletter', 'النشرة البريدية'],
      ['/admin/team', 'فريق العمل'],
      ['/admin/activity', 'سجل النشاط'],
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

  it('leaves out the entries a role may not use, and them all while the role is unknown', () => {
    const labelsFor = (role: Parameters<typeof navItemsFor>[1]) =>
      navItemsFor(allAdminNavItems, role).map((item) => item.label);
    expect(labelsFor('owner')).toContain('فريق العمل');
    expect(labelsFor('owner')).toHaveLength(allAdminNavItems.length);
    for (const role of ['operations', 'finance', 'content'] as const)
      expect(labelsFor(role)).not.toContain('فريق العمل');
    // The payout queue is for those who move money.
    expect(labelsFor('finance')).toContain('المستحقات');
    expect(labelsFor('operations')).not.toContain('المستحقات');
    expect(labelsFor(null)).toEqual(
      allAdminNavItems.filter((item) => !item.permission).map((item) => item.label),
    );
  });
});
