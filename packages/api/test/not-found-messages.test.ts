import { expect, it } from 'vitest';
import {
  adminPaths,
  customerMessages,
  fillPath,
  orderMessages,
  photographerMessages,
  transactionMessages,
} from '@laqta/contract';
import { describeOnEachDatabase } from './support/databases.js';
import { adminAuthorization } from './support/marketplace-rows.js';

/** Each resource says which record it did not find, for an unknown id and for one that is none. */
describeOnEachDatabase('not-found messages of the back-office records', (t) => {
  const records = [
    [adminPaths.api.customer, customerMessages.notFound],
    [adminPaths.api.photographer, photographerMessages.notFound],
    [adminPaths.api.order, orderMessages.notFound],
    [adminPaths.api.transaction, transactionMessages.notFound],
  ] as const;

  it('answers 404 with the resource’s own Arabic message', async () => {
    const authorization = await adminAuthorization(t.db());
    for (const [path, message] of records)
      for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
        const url = fillPath(path, { id });
        const response = await t.app().inject({ method: 'GET', url, headers: { authorization } });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ success: false, message, code: 'not_found' });
      }
  });
});
