import { PUBLIC_LIVE_BILLBOARDS_PATH } from '@laqta/contract';
import { describe, expect, it } from 'vitest';
import { apiPathOf } from './client';
import { LIVE_BILLBOARDS_PATH } from './publicBillboards';

describe('the landing page’s billboards request', () => {
  it('goes to the contract’s public path (written out so zod stays out of the landing page)', () => {
    expect(LIVE_BILLBOARDS_PATH).toBe(apiPathOf(PUBLIC_LIVE_BILLBOARDS_PATH));
  });
});
