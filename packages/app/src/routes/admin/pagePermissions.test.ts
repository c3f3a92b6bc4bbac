import { describe, expect, it } from 'vitest';
import { permissionOfPage } from './pagePermissions';

describe('the pages only some roles may open', () => {
  it('names the permission of the team page and of the service forms', () => {
    expect(permissionOfPage('/admin/team')).toBe('team');
    expect(permissionOfPage('/admin/Team/')).toBe('team');
    expect(permissionOfPage('/admin/services/new')).toBe('content');
    expect(permissionOfPage('/admin/services/12/edit')).toBe('content');
  });

  it('leaves every page an admin only reads open to every role', () => {
    for (const path of ['/admin/home', '/admin/services', '/admin/services/12', '/admin/orders/3'])
      expect(permissionOfPage(path)).toBeNull();
  });
});
