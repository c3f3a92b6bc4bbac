import { describe, expect, it } from 'vitest';
import { adminPaths, adminRoutePath, fillPath } from './adminPaths.js';

describe('adminPaths', () => {
  it('fills a record path with its id', () => {
    expect(fillPath(adminPaths.pages.customer, { id: 7 })).toBe('/admin/users/7');
    expect(fillPath(adminPaths.pages.serviceEdit, { id: '12' })).toBe('/admin/services/12/edit');
    expect(fillPath(adminPaths.api.order, { id: 3 })).toBe('/api/admin/orders/3');
  });

  it('encodes a value so it stays one path segment', () => {
    expect(fillPath(adminPaths.api.settingByName, { name: 'a/b c' })).toBe(
      '/api/admin/settings/name/a%2Fb%20c',
    );
  });

  it('needs a value for each placeholder (a type error otherwise)', () => {
    // @ts-expect-error: the id is missing
    expect(fillPath(adminPaths.pages.customer)).toBe('/admin/users/:id');
    // @ts-expect-error: `name` is not a placeholder of this path
    expect(fillPath(adminPaths.pages.customer, { name: 'x' })).toBe('/admin/users/:id');
  });

  it('leaves a path without placeholders as it is', () => {
    expect(fillPath(adminPaths.pages.photographers)).toBe('/admin/Photographers');
  });

  it('gives a page path relative to the back office for nested routes', () => {
    expect(adminRoutePath(adminPaths.pages.serviceEdit)).toBe('services/:id/edit');
    expect(adminRoutePath(adminPaths.pages.home)).toBe('home');
  });
});
