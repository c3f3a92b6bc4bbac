import {
  twoFactorMessages,
  type RecoveryCodes,
  type TwoFactorDisableRequest,
  type TwoFactorEnrolment,
} from '@laqta/contract';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { PasswordField } from '../../../primitives/PasswordField';
import { TextField } from '../../../primitives/TextField';
import { actionFailureOf, fieldError, type ActionFailure } from '../actionFailure';
import { RecoveryCodesPanel } from '../RecoveryCodesPanel';

export const twoFactorSectionCopy = {
  title: 'التحقق بخطوتين',
  intro:
    'بعد كلمة السر يُطلب رمز من تطبيق مصادقة على هاتفك (مثل Google Authenticator أو Microsoft Authenticator)، فلا تكفي كلمة السر وحدها لدخول حسابك.',
  on: 'مفعّل',
  off: 'غير مفعّل',
  start: 'تفعيل التحقق بخطوتين',
  starting: 'جاري التجهيز...',
  scan: '1. امسح رمز QR بتطبيق المصادقة',
  qrAlt: 'رمز QR لإضافة حسابك في لقطة إلى تطبيق المصادقة',
  manual: 'لا يمكنك المسح؟ أدخل هذا المفتاح في التطبيق يدويًا:',
  enterCode: '2. أدخل الرمز المكوّن من ستة أرقام الظاهر في التطبيق',
  code: 'رمز التحقق',
  codeHint: 'ستة أرقام، تُقبل الأرقام العربية والإنجليزية',
  confirm: 'تأكيد التفعيل',
  confirming: 'جاري التأكيد...',
  cancel: 'إلغاء',
  regenerate: 'إنشاء رموز استرداد جديدة',
  regenerateTitle: 'إنشاء رموز استرداد جديدة؟',
  regenerateDescription:
    'ستتوقف رموز الاسترداد الحالية كلها عن العمل، وتظهر عشرة رموز جديدة مرة واحدة. أدخل رمزًا من تطبيق المصادقة للتأكيد.',
  regenerating: 'جاري الإنشاء...',
  disable: 'إيقاف التحقق بخطوتين',
  disableTitle: 'إيقاف التحقق بخطوتين؟',
  disableDescription:
    'ستكفي كلمة السر وحدها لدخول حسابك، وتُحذف رموز الاسترداد. أدخل كلمة السر الحالية أو رمزًا من تطبيق المصادقة للتأكيد.',
  disableWhileRequired:
    'التحقق بخطوتين مطلوب من كل المشرفين: إن أوقفته فلن تصل إلى لوحة التحكم حتى تفعّله من جديد.',
  disabling: 'جاري الإيقاف...',
  password: 'كلمة السر الحالية',
  orCode: 'أو رمز التحقق من التطبيق',
} as const;

export interface TwoFactorSectionProps {
  /** Whether two-factor is on for this admin. */
  enabled: boolean;
  /** An owner requires it of everyone (disabling then locks the back office until re-enrolled). */
  required?: boolean;
  /** Starts enrolment: the secret, its otpauth URI and the QR code image. */
  onStart: () => Promise<TwoFactorEnrolment>;
  /** Confirms with a code from the app: two-factor on; the ten recovery codes, shown once. */
  onConfirm: (code: string) => Promise<RecoveryCodes>;
  /** Turns it off with the current password or a code. */
  onDisable: (proof: TwoFactorDisableRequest) => Promise<unknown>;
  /** New recovery codes for a code from the app (the old ones stop working). */
  onRegenerate: (code: string) => Promise<RecoveryCodes>;
  /** The section's id (an in-page link leads to it). */
  id?: string;
  /** Opens on this step (stories). */
  initialEnrolment?: TwoFactorEnrolment | null;
  initialRecoveryCodes?: readonly string[] | null;
}

/** The secret in groups of four, easier to type into an app by hand. */
function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Two-factor sign-in on the profile: enrol (QR code and the secret for typing, then a code), the
 * ten recovery codes once, new recovery codes, and turning it off (a password or a code).
 */
export function TwoFactorSection({
  enabled,
  required = false,
  onStart,
  onConfirm,
  onDisable,
  onRegenerate,
  initialEnrolment = null,
  initialRecoveryCodes = null,
  id,
}: TwoFactorSectionProps) {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(initialEnrolment);
  const [codes, setCodes] = useState<readonly string[] | null>(initialRecoveryCodes);
  const [busy, setBusy] = useState<'start' | 'confirm' | 'disable' | 'regenerate' | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [code, setCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const [dialog, setDialog] = useState<'disable' | 'regenerate' | null>(null);
  const [password, setPassword] = useState('');

  const run = async <T,>(kind: NonNullable<typeof busy>, action: () => Promise<T>) => {
    setBusy(kind);
    setFailure(null);
    try {
      return { ok: true as const, value: await action() };
    } catch (error) {
      setFailure(actionFailureOf(error));
      return { ok: false as const };
    } finally {
      setBusy(null);
    }
  };

  const start = async () => {
    const result = await run('start', onStart);
    if (result.ok) {
      setEnrolment(result.value);
      setCode('');
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setCodeMissing(code.trim() === '');
    if (code.trim() === '') return;
    const result = await run('confirm', () => onConfirm(code.trim()));
    if (result.ok) {
      setEnrolment(null);
      setCodes(result.value.recovery_codes);
      setCode('');
    }
  };
  const openDialog = (kind: 'disable' | 'regenerate') => {
    setFailure(null);
    setCode('');
    setPassword('');
    setCodeMissing(false);
    setDialog(kind);
  };
  const confirmDialog = async () => {
    if (dialog === 'regenerate') {
      setCodeMissing(code.trim() === '');
      if (code.trim() === '') return;
      const result = await run('regenerate', () => onRegenerate(code.trim()));
      if (result.ok) {
        setDialog(null);
        setCodes(result.value.recovery_codes);
      }
    } else if (dialog === 'disable') {
      const proof: TwoFactorDisableRequest = password
        ? { password }
        : code.trim()
          ? { code: code.trim() }
          : {};
      if (!proof.password && !proof.code) {
        setFailure({
          message: twoFactorMessages.proofRequired,
          fieldErrors: { password: [twoFactorMessages.proofRequired] },
        });
        return;
      }
      const result = await run('disable', () => onDisable(proof));
      if (result.ok) setDialog(null);
    }
  };

  const status = enabled ? (
    <span className="inline-flex items-center gap-1.5 rounded-pill bg-success-50 px-3 py-1 text-sm font-bold text-success-700">
      <ShieldCheck className="size-4" aria-hidden="true" />
      {twoFactorSectionCopy.on}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-pill bg-sand-100 px-3 py-1 text-sm font-bold text-ink">
      <ShieldOff className="size-4" aria-hidden="true" />
      {twoFactorSectionCopy.off}
    </span>
  );
  const codeField = (
    <TextField
      label={twoFactorSectionCopy.code}
      hint={twoFactorSectionCopy.codeHint}
      autoComplete="one-time-code"
      dir="ltr"
      spellCheck={false}
      required
      value={code}
      onChange={(event) => setCode(event.currentTarget.value)}
      error={codeMissing ? twoFactorMessages.codeRequired : fieldError(failure, 'code')}
    />
  );

  return (
    <Card
      as="section"
      id={id}
      title={twoFactorSectionCopy.title}
      actions={status}
      className="scroll-mt-24"
    >
      <div className="flex flex-col gap-4">
        <p className="text-base leading-relaxed text-ink-muted">{twoFactorSectionCopy.intro}</p>
        {failure && !dialog && <Alert tone="error">{failure.message}</Alert>}

        {codes ? (
          <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
        ) : enrolment ? (
          <form
            noValidate
            onSubmit={(event) => void confirm(event)}
            className="flex flex-col gap-4"
          >
            <h3 className="text-base font-bold text-ink">{twoFactorSectionCopy.scan}</h3>
            <div className="flex flex-wrap items-center gap-5">
              <img
                src={enrolment.qr_code}
                alt={twoFactorSectionCopy.qrAlt}
                className="size-44 rounded-control border border-line bg-white p-1 [image-rendering:pixelated]"
              />
              <div className="flex min-w-0 flex-1 basis-56 flex-col gap-2">
                <p className="text-sm text-ink-muted">{twoFactorSectionCopy.manual}</p>
                <code
                  dir="ltr"
                  className="block rounded-control border border-line bg-surface-muted px-3 py-2 font-mono text-base break-all text-ink select-all"
                >
                  {groupedSecret(enrolment.secret)}
                </code>
              </div>
            </div>
            <h3 className="text-base font-bold text-ink">{twoFactorSectionCopy.enterCode}</h3>
            {codeField}
            <div className="flex flex-wrap gap-3">
              <Button
                type="submit"
                loading={busy === 'confirm'}
                loadingText={twoFactorSectionCopy.confirming}
              >
                {twoFactorSectionCopy.confirm}
              </Button>
              <Button
                variant="secondary"
                disabled={busy === 'confirm'}
                onClick={() => {
                  setEnrolment(null);
                  setFailure(null);
                }}
              >
                {twoFactorSectionCopy.cancel}
              </Button>
            </div>
          </form>
        ) : enabled ? (
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => openDialog('regenerate')}>
              {twoFactorSectionCopy.regenerate}
            </Button>
            <Button variant="danger" onClick={() => openDialog('disable')}>
              {twoFactorSectionCopy.disable}
            </Button>
          </div>
        ) : (
          <div>
            <Button
              onClick={() => void start()}
              loading={busy === 'start'}
              loadingText={twoFactorSectionCopy.starting}
            >
              {twoFactorSectionCopy.start}
            </Button>
          </div>
        )}
      </div>

      <ConfirmDialog
        open={dialog !== null}
        onOpenChange={(next) => (next ? undefined : setDialog(null))}
        tone={dialog === 'disable' ? 'danger' : 'primary'}
        title={
          dialog === 'disable'
            ? twoFactorSectionCopy.disableTitle
            : twoFactorSectionCopy.regenerateTitle
        }
        description={
          dialog === 'disable' ? (
            <>
              <p>{twoFactorSectionCopy.disableDescription}</p>
              {required && (
                <p className="mt-2 font-semibold text-danger-700">
                  {twoFactorSectionCopy.disableWhileRequired}
                </p>
              )}
            </>
          ) : (
            twoFactorSectionCopy.regenerateDescription
          )
        }
        confirmLabel={
          dialog === 'disable' ? twoFactorSectionCopy.disable : twoFactorSectionCopy.regenerate
        }
        busyLabel={
          dialog === 'disable' ? twoFactorSectionCopy.disabling : twoFactorSectionCopy.regenerating
        }
        busy={busy === 'disable' || busy === 'regenerate'}
        error={failure?.message}
        onConfirm={() => void confirmDialog()}
      >
        {dialog === 'disable' && (
          <PasswordField
            label={twoFactorSectionCopy.password}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldError(failure, 'password')}
          />
        )}
        {dialog === 'disable' ? (
          <TextField
            label={twoFactorSectionCopy.orCode}
            autoComplete="one-time-code"
            dir="ltr"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={fieldError(failure, 'code')}
          />
        ) : (
          codeField
        )}
      </ConfirmDialog>
    </Card>
  );
}
