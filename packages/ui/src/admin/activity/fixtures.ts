// Story fixtures of the audit trail: a service's history and a busy activity list.
import type { ActivityEvent, AuditAction } from '@laqta/contract';

const admins = [
  { id: 1, name: 'نورة القحطاني' },
  { id: 2, name: 'سارة العتيبي' },
  { id: 3, name: 'خالد الحربي' },
];

/** A moment `minutes` before 2026-11-20 21:30 UTC (stories never read the clock). */
const minutesAgo = (minutes: number) =>
  new Date(Date.UTC(2026, 10, 20, 21, 30) - minutes * 60_000).toISOString();

let nextId = 100;
function event(fields: Partial<ActivityEvent> & Pick<ActivityEvent, 'action'>): ActivityEvent {
  nextId += 1;
  return {
    id: nextId,
    admin: admins[0]!,
    entity_type: 'service',
    entity_id: '3',
    before: null,
    after: null,
    reason: null,
    ip: '127.0.0.1',
    user_agent: 'Mozilla/5.0',
    created_at: minutesAgo(nextId),
    ...fields,
  };
}

/** Service 3's history, newest first: a price and a switch, a picture, its creation. */
export const serviceHistory: ActivityEvent[] = [
  event({
    action: 'service.updated',
    admin: admins[1]!,
    before: { base_price: 40000, is_active: 1 },
    after: { base_price: 45000, is_active: 0 },
    created_at: minutesAgo(5),
  }),
  event({
    action: 'service.updated',
    before: { image_url: '/uploads/old.webp', duration_minutes: 60 },
    after: { image_url: '/uploads/new.webp', duration_minutes: 90 },
    created_at: minutesAgo(60 * 26),
  }),
  event({
    action: 'service.created',
    after: {
      name: 'تصوير حفلات التخرج',
      category: 'graduation',
      base_price: 40000,
      duration_minutes: 60,
      is_active: 1,
    },
    created_at: minutesAgo(60 * 24 * 9),
  }),
];

/** The actions the list fixture cycles through (written out: contract's list keeps growing). */
const fixtureActions: AuditAction[] = [
  'setting.created',
  'setting.updated',
  'service.created',
  'service.updated',
  'suggestion.status_changed',
  'auth.signed_in',
  'auth.signed_out',
  'auth.sign_in_failed',
  'admin.created',
  'admin.role_changed',
  'admin.deactivated',
  'admin.reactivated',
];

/** 36 events of every kind (for paging and filtering), newest first. */
export const manyEvents: ActivityEvent[] = Array.from({ length: 36 }, (_, index) => {
  const action = fixtureActions[index % fixtureActions.length]!;
  const entityType = action.startsWith('service.')
    ? 'service'
    : action.startsWith('setting.')
      ? 'setting'
      : action.startsWith('suggestion.')
        ? 'suggestion'
        : 'admin';
  // A failed sign-in with an unknown e-mail: nobody known acted.
  const failed = action === 'auth.sign_in_failed';
  return {
    id: 500 - index,
    admin: failed ? null : admins[index % admins.length]!,
    action,
    entity_type: entityType,
    entity_id: failed ? null : String((index % 7) + 1),
    before: action === 'suggestion.status_changed' ? { status: 'new' } : null,
    after: failed
      ? { email: 'someone@example.com' }
      : action === 'suggestion.status_changed'
        ? { status: 'archived' }
        : null,
    reason: action === 'suggestion.status_changed' ? 'رسالة مكررة' : null,
    ip: `10.0.0.${index + 1}`,
    user_agent: null,
    created_at: minutesAgo(index * 95),
  };
});

export const activityAdmins = admins;
