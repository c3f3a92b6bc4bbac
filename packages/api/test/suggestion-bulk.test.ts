import { expect, it, beforeAll } from 'vitest';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { insertSuggestionRow } from './support/people-rows.js';

describeOnEachDatabase(
  'suggestions in bulk: mark read, archive',
  (t) => {
    let authorization = '';
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
    });
    const bulk = (payload: object) =>
      t.app().inject({
        method: 'POST',
        url: '/api/admin/suggestions/bulk',
        headers: { authorization },
        payload,
      });

    it('marks new ones read; an archived one fails alone, naming its state', async () => {
      const a = await insertSuggestionRow(t.db());
      const b = await insertSuggestionRow(t.db());
      const archived = await insertSuggestionRow(t.db(), 'archived');
      const response = await bulk({ action: 'mark_read', ids: [a.id, b.id, archived.id] });
      expect(response.statusCode, response.body).toBe(200);
      const { data, message } = response.json();
      expect(data).toMatchObject({ total: 3, succeeded: 2, failed: 1 });
      expect(data.results[2].message).toContain('مؤرشف');
      expect(message).toContain('2 من 3');
    });

    it('archives every suggestion a filter keeps; refuses ids and filter together', async () => {
      await insertSuggestionRow(t.db(), 'read');
      const response = await bulk({ action: 'archive', filter: { status: 'read' } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.failed).toBe(0);
      const both = await bulk({ action: 'archive', ids: [1], filter: { status: 'new' } });
      expect(both.statusCode).toBe(422);
      expect(both.json().code).toBe('validation_failed');
      const none = await bulk({ action: 'archive' });
      expect(none.statusCode).toBe(422);
      const tooMany = await bulk({
        action: 'archive',
        ids: Array.from({ length: 1001 }, (_, i) => i + 1),
      });
      expect(tooMany.statusCode).toBe(422);
    });
  },
  withTestAdmin,
);
