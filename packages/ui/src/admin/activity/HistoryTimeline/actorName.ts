import type { ActivityEvent } from '@laqta/contract';

export const actorCopy = {
  unknown: 'غير معروف',
} as const;

/**
 * Who acted, by name. Nobody known for a failed sign-in with an unknown e-mail (or an admin since
 * removed): the e-mail typed, when the event kept it, says who tried.
 */
export function actorOf(event: Pick<ActivityEvent, 'admin' | 'after'>): {
  name: string;
  triedEmail: string | null;
} {
  if (event.admin) return { name: event.admin.name, triedEmail: null };
  const email = event.after?.email;
  return { name: actorCopy.unknown, triedEmail: typeof email === 'string' ? email : null };
}
