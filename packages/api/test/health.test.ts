import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/databases.js';

describeOnEachDatabase('GET /api/health', (t) => {
  it('answers 200 with the database it actually queried', async () => {
    const response = await t.app().inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok', database: t.dialect } });
  });
});
