import { z } from 'zod';
import { settingNames } from './settings.js';

/**
 * The back office's roles (ARCHITECTURE.md §8) and what each may change. Every admin reads every
 * screen; writes are allowed per permission below, checked by the server on each route (the ui
 * only hides what a role may not do).
 */
export const adminRoles = ['owner', 'operations', 'finance', 'content'] as const;
export type AdminRole = (typeof adminRoles)[number];

export const adminRoleLabels: Record<AdminRole, string> = {
  owner: 'مالك',
  operations: 'العمليات',
  finance: 'المالية',
  content: 'المحتوى',
};

export const adminRoleSchema = z.enum(adminRoles, { error: 'اختر دورًا من الأدوار المتاحة' });

/** 403 for a request outside the admin's role. */
export const forbiddenForRoleMessage = 'ليست لديك صلاحية لهذا الإجراء، فهو خارج دورك';

/**
 * Each permission a route may declare (`config: { permission }`), and the roles that hold it.
 * A new kind of write adds a line here (issues 10 and 11: orders, refunds, payouts…).
 */
export const permissionRoles = {
  /** Sign-out and one's own session: every signed-in admin. */
  ownSession: ['owner', 'operations', 'finance', 'content'],
  /** One's own profile, password and sessions: every signed-in admin. */
  ownProfile: ['owner', 'operations', 'finance', 'content'],
  /** Settings and the about page, services, billboards, newsletter. */
  content: ['owner', 'content'],
  /** The commission rate, the currency and the time zone. */
  platformSettings: ['owner'],
  /** Visitors' suggestions (read, archive): the people who answer customers. */
  suggestions: ['owner', 'operations', 'content'],
  /** Orders: confirm, assign, reschedule, start, complete, no-show, cancel (issue 13). */
  orders: ['owner', 'operations'],
  /** Money: refunds, payouts, a pending transaction's status (issue 13). */
  money: ['owner', 'finance'],
  /** The team: admins, their roles, two-factor for everyone. */
  team: ['owner'],
  /** Photographers, customers and reviews: approve, suspend, block, hide, edit (issue 14). */
  people: ['owner', 'operations'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type Permission = keyof typeof permissionRoles;

/** Settings only an owner changes (the `platformSettings` permission): money and the clock. */
export const ownerOnlySettingNames: readonly string[] = [
  settingNames.commissionRate,
  settingNames.currency,
  settingNames.timeZone,
];

export function roleMay(role: AdminRole, permission: Permission): boolean {
  return (permissionRoles[permission] as readonly AdminRole[]).includes(role);
}
