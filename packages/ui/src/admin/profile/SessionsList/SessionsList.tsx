import type { AdminSession } from '@laqta/contract';
import { Laptop, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { DateText } from '../../../primitives/DateText';
import { EmptyState } from '../../../primitives/EmptyState';
import { ErrorWithRetry } from '../../../primitives/ErrorWithRetry';
import { Spinner } from '../../../primitives/Spinner';
import { actionFailureOf } from '../actionFailure';

export const sessionsListCopy = {
  title: 'الجلسات المفتوحة',
  intro: 'الأجهزة التي سجّلت الدخول بحسابك ولم تنتهِ جلستها بعد.',
  thisDevice: 'هذا الجهاز',
  address: 'العنوان',
  unknownAddress: 'غير معروف',
  created: 'بدأت',
  lastUsed: 'آخر استخدام',
  neverUsed: 'لم تُستخدم بعد',
  signOut: 'تسجيل الخروج من هذه الجلسة',
  signOutOthers: 'تسجيل الخروج من كل الجلسات الأخرى',
  signOutTitle: 'تسجيل الخروج من هذه الجلسة؟',
  signOutDescription: (device: string) =>
    `ستنتهي جلسة «${device}» فورًا، وسيحتاج من يستخدمها إلى تسجيل الدخول من جديد بكلمة السر.`,
  signOutOthersTitle: 'تسجيل الخروج من كل الجلسات الأخرى؟',
  signOutOthersDescription: (count: number) =>
    `ستنتهي ${count === 1 ? 'جلسة واحدة' : `${count} جلسات`} على أجهزة أخرى فورًا، وتبقى هذه الجلسة مفتوحة.`,
  signingOut: 'جاري تسجيل الخروج...',
  loading: 'جاري تحميل الجلسات',
  loadFailed: 'تعذر تحميل الجلسات',
  empty: 'لا توجد جلسات مفتوحة',
} as const;

export interface SessionsListProps {
  /** Live sessions, this one flagged `current`; undefined while loading. */
  sessions?: AdminSession[];
  loading?: boolean;
  /** Loading failed: the message, with a retry. */
  error?: string | null;
  onRetry?: () => void;
  /** Signs another session out; rejects with the API's error. */
  onSignOut: (sessionId: number) => Promise<unknown>;
  /** Signs out every session but this one. */
  onSignOutOthers: () => Promise<unknown>;
}

type Pending = { kind: 'one'; session: AdminSession } | { kind: 'others' } | null;

/** The admin's sessions: device, address, when it began and was last used; each can be ended. */
export function SessionsList({
  sessions,
  loading = false,
  error,
  onRetry,
  onSignOut,
  onSignOutOthers,
}: SessionsListProps) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const others = (sessions ?? []).filter((session) => !session.current);

  const open = (next: Pending) => {
    setFailure(null);
    setPending(next);
  };
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setFailure(null);
    try {
      if (pending.kind === 'one') await onSignOut(pending.session.id);
      else await onSignOutOthers();
      setPending(null);
    } catch (caught) {
      setFailure(actionFailureOf(caught).message);
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (error)
      return (
        <ErrorWithRetry title={sessionsListCopy.loadFailed} onRetry={onRetry}>
          {error}
        </ErrorWithRetry>
      );
    if (loading || !sessions)
      return (
        <div className="flex items-center gap-3 py-6 text-ink-muted" role="status">
          <Spinner size="sm" decorative />
          {sessionsListCopy.loading}
        </div>
      );
    if (sessions.length === 0) return <EmptyState title={sessionsListCopy.empty} />;
    return (
      <ul className="flex flex-col divide-y divide-line">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-start justify-between gap-3 py-4">
            <div className="flex min-w-0 flex-1 basis-60 items-start gap-3">
              <Laptop className="mt-1 size-5 shrink-0 text-ink-muted" aria-hidden="true" />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-bold text-ink">
                  <span className="break-words">{session.device}</span>
                  {session.current && (
                    <span className="rounded-pill bg-success-50 px-2.5 py-0.5 text-xs font-bold text-success-700">
                      {sessionsListCopy.thisDevice}
                    </span>
                  )}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-ink-muted">
                  <dt>{sessionsListCopy.address}</dt>
                  <dd>
                    {session.address ? (
                      <bdi dir="ltr">{session.address}</bdi>
                    ) : (
                      sessionsListCopy.unknownAddress
                    )}
                  </dd>
                  <dt>{sessionsListCopy.created}</dt>
                  <dd>
                    <DateText value={session.created_at} withTime />
                  </dd>
                  <dt>{sessionsListCopy.lastUsed}</dt>
                  <dd>
                    {session.last_used_at ? (
                      <DateText value={session.last_used_at} withTime />
                    ) : (
                      sessionsListCopy.neverUsed
                    )}
                  </dd>
                </dl>
              </div>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                size="sm"
                icon={<LogOut className="size-4" aria-hidden="true" />}
                onClick={() => open({ kind: 'one', session })}
                aria-label={`${sessionsListCopy.signOut}: ${session.device}`}
              >
                {sessionsListCopy.signOut}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Card
      as="section"
      title={sessionsListCopy.title}
      actions={
        others.length > 0 ? (
          <Button variant="danger" size="sm" onClick={() => open({ kind: 'others' })}>
            {sessionsListCopy.signOutOthers}
          </Button>
        ) : undefined
      }
    >
      <p className="mb-2 text-base text-ink-muted">{sessionsListCopy.intro}</p>
      {body()}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(next) => (next ? undefined : setPending(null))}
        tone="danger"
        title={
          pending?.kind === 'others'
            ? sessionsListCopy.signOutOthersTitle
            : sessionsListCopy.signOutTitle
        }
        description={
          pending?.kind === 'one'
            ? sessionsListCopy.signOutDescription(pending.session.device)
            : sessionsListCopy.signOutOthersDescription(others.length)
        }
        confirmLabel={
          pending?.kind === 'others' ? sessionsListCopy.signOutOthers : sessionsListCopy.signOut
        }
        busyLabel={sessionsListCopy.signingOut}
        busy={busy}
        error={failure}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
