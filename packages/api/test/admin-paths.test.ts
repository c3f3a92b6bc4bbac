import { adminPaths } from '@laqta/contract';
import { expect, it } from 'vitest';
import { isAdminApiPath } from '../src/plugins/auth.js';
import { describeOnEachDatabase } from './support/databases.js';

/** The contract's table of admin API paths and the server's routes name the same paths. */
describeOnEachDatabase('admin paths', (t) => {
  it('registers every admin API path of the contract, and no admin route outside it', () => {
    const registered = new Set(
      t
        .app()
        .registeredRoutes.filter((route) => isAdminApiPath(route.url))
        .map((route) => route.url),
    );
    expect([...registered].sort()).toEqual([...new Set(Object.values(adminPaths.api))].sort());
  });
});
