import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginFormValues, type LoginRequest } from '@laqta/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Logo } from '../../public/Logo';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { TwoFactorStep, type TwoFactorStepProps } from '../TwoFactorStep';
import { LoginArtwork } from './LoginArtwork';

export const loginCopy = {
  title: 'تسجيل الدخول',
  email: 'البريد الإلكتروني',
  password: 'كلمة السر',
  submit: 'تسجيل الدخول',
  submitting: 'جاري تسجيل الدخول...',
  forgotPassword: 'نسيت كلمة السر؟',
  forgotPasswordHelp:
    'لا تُعاد كلمة السر من هذه الصفحة. تواصل مع مسؤول المنصة ليُصدر لك كلمة سر جديدة، ثم سجّل الدخول بها وغيّرها.',
  artworkCaption: 'احجز مصورك المحترف في الوقت والمكان اللذين يناسبانك',
} as const;

export interface LoginPanelError {
  /** Shown in the red box above the form. */
  message: string;
  /** A second line under the message (e.g. how long to wait after too many attempts). */
  detail?: string;
  /** Field errors from the server (a 422), shown under their fields. */
  fieldErrors?: Record<string, string[] | undefined>;
}

export interface LoginPanelProps {
  /** Called with valid values (checked with the contract's schema first). */
  onSubmit: (values: LoginRequest) => void;
  /** A sign-in is in flight: the button reads 'جاري تسجيل الدخول...' and is disabled. */
  loading?: boolean;
  /** The last failure; what was typed stays typed. */
  error?: LoginPanelError | null;
  defaultValues?: Partial<LoginFormValues>;
  /**
   * After a right password of an admin with two-factor on: the second step (a code) takes the
   * form's place, beside the same artwork.
   */
  twoFactor?: TwoFactorStepProps | null;
}

/**
 * The /login page (specification §2 "Login"): an image panel on medium and larger screens, the logo,
 * the title, email and password fields, the forgotten-password help and the submit button.
 */
export function LoginPanel({
  onSubmit,
  loading = false,
  error,
  defaultValues,
  twoFactor,
}: LoginPanelProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', ...defaultValues },
  });
  const [helpOpen, setHelpOpen] = useState(false);
  const helpId = useId();
  const serverError = (field: 'email' | 'password') => error?.fieldErrors?.[field]?.[0];

  return (
    <div className="grid min-h-dvh bg-surface md:grid-cols-2">
      <main className="flex items-center justify-center px-5 py-10 sm:px-10">
        <div className="w-full max-w-md">
          <Logo className="mb-8" />
          {twoFactor ? (
            <TwoFactorStep {...twoFactor} />
          ) : (
            <>
              <h1 className="mb-6 text-3xl font-extrabold text-ink">{loginCopy.title}</h1>

              {error && (
                <Alert tone="error" className="mb-5">
                  <p>{error.message}</p>
                  {error.detail && <p>{error.detail}</p>}
                </Alert>
              )}

              <form
                noValidate
                onSubmit={(event) => {
                  if (loading) {
                    event.preventDefault();
                    return;
                  }
                  void handleSubmit(onSubmit)(event);
                }}
                className="flex flex-col gap-5"
              >
                <TextField
                  label={loginCopy.email}
                  type="email"
                  inputMode="email"
                  autoComplete="username"
                  dir="ltr"
                  spellCheck={false}
                  required
                  error={errors.email?.message ?? serverError('email')}
                  {...register('email')}
                />
                <PasswordField
                  label={loginCopy.password}
                  autoComplete="current-password"
                  required
                  error={errors.password?.message ?? serverError('password')}
                  {...register('password')}
                />

                <div>
                  <button
                    type="button"
                    aria-expanded={helpOpen}
                    aria-controls={helpId}
                    onClick={() => setHelpOpen((open) => !open)}
                    className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  >
                    {loginCopy.forgotPassword}
                  </button>
                  <div id={helpId} hidden={!helpOpen} className="mt-3">
                    <Alert tone="info">{loginCopy.forgotPasswordHelp}</Alert>
                  </div>
                </div>

                <Button
                  type="submit"
                  size="lg"
                  fullWidth
                  loading={loading}
                  loadingText={loginCopy.submitting}
                >
                  {loginCopy.submit}
                </Button>
              </form>
            </>
          )}
        </div>
      </main>

      <aside className="relative hidden overflow-hidden bg-brand-800 md:block" aria-hidden="true">
        <LoginArtwork className="absolute inset-0" />
        <p className="absolute inset-x-0 top-0 p-10 text-2xl font-bold leading-relaxed text-white">
          {loginCopy.artworkCaption}
        </p>
      </aside>
    </div>
  );
}
