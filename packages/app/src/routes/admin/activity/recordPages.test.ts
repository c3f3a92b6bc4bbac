import { describe, expect, it } from 'vitest';
import { historyHref } from './historyHref';
import { recordPageOf } from './recordPages';

describe("where an event's record leads", () => {
  it('opens the detail page of a record that has one, the settings page for a setting', () => {
    expect(recordPageOf({ entity_type: 'service', entity_id: '3' })).toBe('/admin/services/3');
    expect(recordPageOf({ entity_type: 'order', entity_id: '12' })).toBe('/admin/orders/12');
    expect(recordPageOf({ entity_type: 'photographer', entity_id: '5' })).toBe(
      '/admin/Photographers/5',
    );
    expect(recordPageOf({ entity_type: 'setting', entity_id: '8' })).toBe('/admin/setting');
  });

  it('leads nowhere for an admin, a kind without pages, or an event that names no record', () => {
    expect(recordPageOf({ entity_type: 'admin', entity_id: '1' })).toBeNull();
    expect(recordPageOf({ entity_type: 'security_policy', entity_id: null })).toBeNull();
    expect(recordPageOf({ entity_type: 'service', entity_id: null })).toBeNull();
  });

  it("narrows the activity page to the record's history (its kind when it names none)", () => {
    expect(historyHref({ entity_type: 'service', entity_id: '3' })).toBe(
      '/admin/activity?entity_type=service&entity_id=3',
    );
    expect(historyHref({ entity_type: 'admin', entity_id: null })).toBe(
      '/admin/activity?entity_type=admin',
    );
  });
});
