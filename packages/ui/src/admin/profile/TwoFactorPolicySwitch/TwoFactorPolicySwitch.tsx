import { twoFactorPolicyMessages, type TwoFactorPolicy } from '@laqta/contract';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Alert } from '../../../primitives/Alert';
import { Card } from '../../../primitives/Card';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { ErrorWithRetry } from '../../../primitives/ErrorWithRetry';
import { Spinner } from '../../../primitives/Spinner';
import { actionFailureOf } from '../actionFailure';

export const twoFactorPolicyCopy = {
  title: 'أمان الفريق',
  label: 'اشتراط التحقق بخطوتين على كل المشرفين',
  hint: 'من لم يفعّله من المشرفين يُطلب منه تفعيله من ملفه الشخصي بعد تسجيل الدخول، ولا يصل إلى لوحة التحكم قبل ذلك.',
  enrolFirst: 'فعّل التحقق بخطوتين لحسابك أولًا (في القسم أعلاه)، ثم اشترطه على الجميع.',
  onTitle: 'اشتراط التحقق بخطوتين على الجميع؟',
  onDescription:
    'كل مشرف لم يفعّل التحقق بخطوتين لن يصل إلى لوحة التحكم حتى يفعّله من ملفه الشخصي، ومنهم من يعمل الآن.',
  onConfirm: 'اشتراط التحقق بخطوتين',
  offTitle: 'إيقاف اشتراط التحقق بخطوتين؟',
  offDescription:
    'سيتمكن المشرفون الذين لم يفعّلوا التحقق بخطوتين من الدخول بكلمة السر وحدها. من فعّله يبقى مفعّلًا له.',
  offConfirm: 'إيقاف الاشتراط',
  saving: 'جاري الحفظ...',
  loading: 'جاري تحميل إعداد الأمان',
  loadFailed: 'تعذر تحميل إعداد الأمان',
} as const;

export interface TwoFactorPolicySwitchProps {
  /** The policy; undefined while loading. */
  policy?: TwoFactorPolicy;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Whether the owner looking has two-factor on (turning the requirement on needs it). */
  ownTwoFactorEnabled: boolean;
  /** Saves the new state with the loaded `updated_at`; rejects with the API's error (409 stale). */
  onChange: (required: boolean) => Promise<unknown>;
}

/** The owner's switch: require two-factor of every admin (confirmed in a dialog either way). */
export function TwoFactorPolicySwitch({
  policy,
  loading = false,
  error,
  onRetry,
  ownTwoFactorEnabled,
  onChange,
}: TwoFactorPolicySwitchProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hintId = useId();
  const required = policy?.two_factor_required ?? false;
  const blocked = !required && !ownTwoFactorEnabled;

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onChange(!required);
      setAsking(false);
    } catch (caught) {
      setFailure(actionFailureOf(caught).message);
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (error)
    body = (
      <ErrorWithRetry title={twoFactorPolicyCopy.loadFailed} onRetry={onRetry}>
        {error}
      </ErrorWithRetry>
    );
  else if (loading || !policy)
    body = (
      <div className="flex items-center gap-3 text-ink-muted" role="status">
        <Spinner size="sm" decorative />
        {twoFactorPolicyCopy.loading}
      </div>
    );
  else
    body = (
      <div className="flex flex-col gap-3">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="font-bold text-ink" id={`${hintId}-label`}>
              {twoFactorPolicyCopy.label}
            </p>
            <p id={hintId} className="mt-1 text-sm leading-relaxed text-ink-muted">
              {twoFactorPolicyCopy.hint}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={required}
            aria-labelledby={`${hintId}-label`}
            aria-describedby={hintId}
            disabled={blocked}
            onClick={() => {
              setFailure(null);
              setAsking(true);
            }}
            className={clsx(
              // The knob sits at the start when off and at the end when on, in either direction.
              'inline-flex h-8 w-14 shrink-0 items-center rounded-pill border-2 border-transparent p-0.5 transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60',
              required ? 'justify-end bg-brand-700' : 'justify-start bg-sand-500',
            )}
          >
            <span
              aria-hidden="true"
              className="inline-block size-6 rounded-pill bg-white shadow-card"
            />
          </button>
        </div>
        {blocked && <Alert tone="info">{twoFactorPolicyCopy.enrolFirst}</Alert>}
      </div>
    );

  return (
    <Card as="section" title={twoFactorPolicyCopy.title}>
      {body}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone={required ? 'danger' : 'primary'}
        title={required ? twoFactorPolicyCopy.offTitle : twoFactorPolicyCopy.onTitle}
        description={
          required ? twoFactorPolicyCopy.offDescription : twoFactorPolicyCopy.onDescription
        }
        confirmLabel={required ? twoFactorPolicyCopy.offConfirm : twoFactorPolicyCopy.onConfirm}
        busyLabel={twoFactorPolicyCopy.saving}
        busy={busy}
        error={failure}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}

/** Shown to an admin without two-factor while it is required (also the server's 403 text). */
export const twoFactorRequiredNotice = twoFactorPolicyMessages.enrolmentRequired;
