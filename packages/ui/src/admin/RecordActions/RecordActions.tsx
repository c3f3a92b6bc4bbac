import { useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { TextArea } from '../../primitives/TextArea';

export const recordActionsCopy = {
  group: 'إجراءات السجل',
  running: 'جاري التنفيذ...',
  reasonRequired: 'اكتب السبب',
  failed: 'تعذّر تنفيذ الإجراء. حاول مرة أخرى.',
} as const;

/** One action a record's state allows (approve, suspend, block, hide…). */
export interface RecordAction {
  name: string;
  /** The button's label and the confirmation's verb. */
  label: string;
  /** The confirmation's question (e.g. 'إيقاف المصور نورة العتيبي؟'). */
  title: string;
  /** What will happen, in Arabic. */
  describe: ReactNode;
  tone?: 'default' | 'danger';
  /** Asks a reason (required) before running: the field's label. */
  reasonLabel?: string;
}

/** The server asks before going ahead (e.g. a photographer with confirmed orders ahead). */
export interface RecordActionConfirmation {
  message: ReactNode;
  /** What the admin should see before going ahead (e.g. the orders it touches). */
  details?: ReactNode;
  /** The button that goes ahead anyway. */
  confirmLabel: string;
}

/** What a run came to: done (nothing), or a question to ask before running again with `confirmed`. */
export type RecordActionOutcome = void | { confirmation: RecordActionConfirmation };

export interface RecordActionsProps {
  actions: readonly RecordAction[];
  /**
   * Runs an action. Resolves when done (the dialog closes), with a confirmation to ask first, or
   * rejects with an Error whose message is shown in the dialog (what was typed stays).
   */
  onRun: (
    action: string,
    input: { reason?: string; confirmed: boolean },
  ) => Promise<RecordActionOutcome>;
  className?: string;
}

/**
 * The actions of one record (its detail view's header, a row of a related table): each asks in a
 * ConfirmDialog saying what will happen, with a reason when the action needs one; a refused or
 * failed run keeps the dialog and what was typed; the server may ask a second question first.
 */
export function RecordActions({ actions, onRun, className }: RecordActionsProps) {
  const [pending, setPending] = useState<RecordAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<RecordActionConfirmation | null>(null);

  const open = (action: RecordAction) => {
    setPending(action);
    setReason('');
    setReasonError(null);
    setError(null);
    setConfirmation(null);
  };

  const run = async (action: RecordAction) => {
    const text = reason.trim();
    if (action.reasonLabel && !text) {
      setReasonError(recordActionsCopy.reasonRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const outcome = await onRun(action.name, {
        reason: action.reasonLabel ? text : undefined,
        confirmed: confirmation !== null,
      });
      if (outcome && 'confirmation' in outcome) setConfirmation(outcome.confirmation);
      else setPending(null);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message ? failure.message : recordActionsCopy.failed,
      );
    } finally {
      setBusy(false);
    }
  };

  if (actions.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={recordActionsCopy.group}
      className={className ?? 'flex flex-wrap gap-2'}
    >
      {actions.map((action) => (
        <Button
          key={action.name}
          size="sm"
          variant={action.tone === 'danger' ? 'danger' : 'secondary'}
          onClick={() => open(action)}
        >
          {action.label}
        </Button>
      ))}
      {pending && (
        <ConfirmDialog
          open
          onOpenChange={(next) => {
            if (!next) setPending(null);
          }}
          title={pending.title}
          description={pending.describe}
          confirmLabel={confirmation?.confirmLabel ?? pending.label}
          busyLabel={recordActionsCopy.running}
          tone={pending.tone === 'danger' ? 'danger' : 'primary'}
          busy={busy}
          error={error}
          onConfirm={() => void run(pending)}
        >
          {pending.reasonLabel && (
            <TextArea
              label={pending.reasonLabel}
              required
              value={reason}
              error={reasonError}
              readOnly={confirmation !== null}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
            />
          )}
          {confirmation && (
            <div
              role="alert"
              className="flex flex-col gap-2 rounded-control border border-info-200 bg-info-50 p-3 text-sm text-info-700"
            >
              <p className="font-bold">{confirmation.message}</p>
              {confirmation.details}
            </div>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
