import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminRoleLabels,
  adminRoles,
  newTeamMemberSchema,
  type AdminRole,
  type NewTeamMember,
} from '@laqta/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import {
  controlBorder,
  controlClassName,
  FormField,
} from '../../../primitives/FormField/FormField';
import { PasswordField } from '../../../primitives/PasswordField';
import { TextField } from '../../../primitives/TextField';

export const addMemberCopy = {
  title: 'إضافة مشرف',
  description:
    'يدخل المشرف الجديد ببريده الإلكتروني وكلمة السر، ويرى من لوحة التحكم ما يسمح به دوره.',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  role: 'الدور',
  chooseRole: 'اختر الدور',
  passwordMode: 'كلمة السر',
  generate: 'أنشئ كلمة سر لمرة واحدة تظهر لي بعد الإضافة',
  set: 'أحدد كلمة السر بنفسي',
  password: 'كلمة السر',
  passwordHint: '8 أحرف على الأقل',
  submit: 'إضافة المشرف',
  submitting: 'جاري الإضافة...',
  cancel: 'إلغاء',
} as const;

type PasswordMode = 'generate' | 'set';

/** What the form holds: the role is '' until one is chosen. */
interface AddMemberFormValues {
  name: string;
  email: string;
  role: AdminRole | '';
  /** Left out when the server makes a one-time password. */
  password?: string;
}

/** The contract's schema as the form's resolver (the form's '' role is one of its refusals). */
const contractResolver = zodResolver(newTeamMemberSchema) as unknown as Resolver<
  AddMemberFormValues,
  unknown,
  NewTeamMember
>;

export interface AddMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new admin; no password means the server makes a one-time one. */
  onSubmit: (values: NewTeamMember) => void;
  busy?: boolean;
  /** The server's message when the addition failed. */
  error?: string | null;
  /** The server's 422 per field (`email: ['هذا البريد مستخدم…']`). */
  fieldErrors?: Record<string, string[]>;
}

/** The add-an-admin form in a dialog; a refused addition keeps what was typed (the dialog stays). */
export function AddMemberDialog({
  open,
  onOpenChange,
  busy = false,
  ...form
}: AddMemberDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-sand-900/40" />
        <Dialog.Content className="fixed inset-0 z-50 m-auto h-fit max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-card bg-surface p-5 shadow-raised">
          <Dialog.Title className="text-lg font-bold text-ink">{addMemberCopy.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm leading-relaxed text-ink-muted">
            {addMemberCopy.description}
          </Dialog.Description>
          {/* Inside the content: closing unmounts it, so the next opening starts blank. */}
          <AddMemberForm busy={busy} onCancel={() => onOpenChange(false)} {...form} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AddMemberForm({
  onSubmit,
  busy,
  error,
  fieldErrors,
  onCancel,
}: Omit<AddMemberDialogProps, 'open' | 'onOpenChange'> & { busy: boolean; onCancel: () => void }) {
  const [mode, setMode] = useState<PasswordMode>('generate');
  // The contract's schema decides; "generate" sends no password at all.
  const resolver: Resolver<AddMemberFormValues, unknown, NewTeamMember> = (
    values,
    context,
    options,
  ) =>
    contractResolver(
      { ...values, password: mode === 'set' ? values.password : undefined },
      context,
      options,
    );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddMemberFormValues, unknown, NewTeamMember>({
    resolver,
    defaultValues: { name: '', email: '', role: '', password: '' },
  });
  const serverError = (field: keyof AddMemberFormValues) => fieldErrors?.[field]?.[0];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (busy) event.preventDefault();
        else void handleSubmit(onSubmit)(event);
      }}
      className="mt-5 flex flex-col gap-4"
    >
      <TextField
        label={addMemberCopy.name}
        autoComplete="off"
        required
        error={errors.name?.message ?? serverError('name')}
        {...register('name')}
      />
      <TextField
        label={addMemberCopy.email}
        type="email"
        autoComplete="off"
        spellCheck={false}
        required
        error={errors.email?.message ?? serverError('email')}
        {...register('email')}
      />
      <FormField
        label={addMemberCopy.role}
        required
        error={errors.role?.message ?? serverError('role')}
      >
        {(control) => (
          <select
            {...control}
            required
            {...register('role')}
            className={clsx(controlClassName, controlBorder(Boolean(control['aria-invalid'])))}
          >
            <option value="">{addMemberCopy.chooseRole}</option>
            {adminRoles.map((role) => (
              <option key={role} value={role}>
                {adminRoleLabels[role]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink">
          {addMemberCopy.passwordMode}
        </legend>
        {(['generate', 'set'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-base text-ink">
            <input
              type="radio"
              name="password-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="size-4 accent-brand-600"
            />
            {addMemberCopy[value]}
          </label>
        ))}
      </fieldset>
      {mode === 'set' && (
        <PasswordField
          label={addMemberCopy.password}
          hint={addMemberCopy.passwordHint}
          autoComplete="new-password"
          required
          error={errors.password?.message ?? serverError('password')}
          {...register('password')}
        />
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {addMemberCopy.cancel}
        </Button>
        <Button type="submit" loading={busy} loadingText={addMemberCopy.submitting}>
          {addMemberCopy.submit}
        </Button>
      </div>
    </form>
  );
}
