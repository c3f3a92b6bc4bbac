import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema, type PasswordChange } from '@laqta/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { PasswordField } from '../../../primitives/PasswordField';
import { actionFailureOf, fieldError, type ActionFailure } from '../actionFailure';

export const passwordChangeCopy = {
  title: 'تغيير كلمة السر',
  intro: 'بعد التغيير يُسجَّل خروجك من كل جلساتك الأخرى، وتبقى هذه الجلسة مفتوحة.',
  current: 'كلمة السر الحالية',
  next: 'كلمة السر الجديدة',
  nextHint: '8 أحرف على الأقل',
  confirmation: 'تأكيد كلمة السر الجديدة',
  submit: 'تغيير كلمة السر',
  submitting: 'جاري التغيير...',
  changed: 'تم تغيير كلمة السر وتسجيل الخروج من الأجهزة الأخرى',
} as const;

const empty: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

export interface PasswordChangeFormProps {
  /** Changes the password; rejects with the API's error (a wrong current password is a 422). */
  onSubmit: (values: PasswordChange) => Promise<unknown>;
}

/** The current password, then the new one twice; other sessions are signed out on success. */
export function PasswordChangeForm({ onSubmit }: PasswordChangeFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: empty,
  });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [changed, setChanged] = useState(false);

  const submit = handleSubmit(async (values) => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    setChanged(false);
    try {
      await onSubmit(values);
      reset(empty);
      setChanged(true);
    } catch (error) {
      setFailure(actionFailureOf(error));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Card as="section" title={passwordChangeCopy.title}>
      <p className="mb-4 text-base leading-relaxed text-ink-muted">{passwordChangeCopy.intro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        {failure && <Alert tone="error">{failure.message}</Alert>}
        {changed && <Alert tone="success">{passwordChangeCopy.changed}</Alert>}
        <PasswordField
          label={passwordChangeCopy.current}
          autoComplete="current-password"
          required
          error={errors.current_password?.message ?? fieldError(failure, 'current_password')}
          {...register('current_password')}
        />
        <PasswordField
          label={passwordChangeCopy.next}
          hint={passwordChangeCopy.nextHint}
          autoComplete="new-password"
          required
          error={errors.password?.message ?? fieldError(failure, 'password')}
          {...register('password')}
        />
        <PasswordField
          label={passwordChangeCopy.confirmation}
          autoComplete="new-password"
          required
          error={
            errors.password_confirmation?.message ?? fieldError(failure, 'password_confirmation')
          }
          {...register('password_confirmation')}
        />
        <div>
          <Button type="submit" loading={saving} loadingText={passwordChangeCopy.submitting}>
            {passwordChangeCopy.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
