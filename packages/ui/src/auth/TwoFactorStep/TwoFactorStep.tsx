import { twoFactorMessages } from '@laqta/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';

export const twoFactorStepCopy = {
  title: 'التحقق بخطوتين',
  intro:
    'أدخل الرمز المكوّن من ستة أرقام الظاهر في تطبيق المصادقة، أو أحد رموز الاسترداد إن لم يكن هاتفك معك.',
  code: 'رمز التحقق أو رمز الاسترداد',
  codeHint: 'تُقبل الأرقام العربية والإنجليزية',
  submit: 'تحقق وادخل',
  submitting: 'جاري التحقق...',
  back: 'العودة إلى البريد الإلكتروني وكلمة السر',
} as const;

export interface TwoFactorStepError {
  message: string;
  /** A second line (e.g. how long to wait after too many attempts). */
  detail?: string;
}

export interface TwoFactorStepProps {
  /** The code as typed (spaces trimmed); the server reads Arabic-Indic digits too. */
  onSubmit: (code: string) => void;
  /** Back to the e-mail and password (the challenge is dropped). */
  onBack: () => void;
  /** A check is in flight: the button spins and cannot be pressed again. */
  loading?: boolean;
  /** The last failure (a wrong code keeps the challenge: the admin tries again here). */
  error?: TwoFactorStepError | null;
}

/**
 * Sign-in's second step for an admin with two-factor on: after a right password, a code from the
 * authenticator app (six digits, Arabic-Indic accepted) or one of the recovery codes.
 */
export function TwoFactorStep({ onSubmit, onBack, loading = false, error }: TwoFactorStepProps) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The step replaces the password form: the caret goes where the code is typed.
  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const typed = code.trim();
    setMissing(typed === '');
    if (typed !== '') onSubmit(typed);
  };

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-3xl font-extrabold text-ink">{twoFactorStepCopy.title}</h1>
      <p className="text-base leading-relaxed text-ink-muted">{twoFactorStepCopy.intro}</p>
      {error && (
        <Alert tone="error">
          <p>{error.message}</p>
          {error.detail && <p>{error.detail}</p>}
        </Alert>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label={twoFactorStepCopy.code}
          hint={twoFactorStepCopy.codeHint}
          autoComplete="one-time-code"
          ref={field}
          dir="ltr"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={missing ? twoFactorMessages.codeRequired : undefined}
          className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-widest"
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={loading}
          loadingText={twoFactorStepCopy.submitting}
        >
          {twoFactorStepCopy.submit}
        </Button>
        <button
          type="button"
          onClick={onBack}
          disabled={loading}
          className="self-start text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {twoFactorStepCopy.back}
        </button>
      </form>
    </div>
  );
}
