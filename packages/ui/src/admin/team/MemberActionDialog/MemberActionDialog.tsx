import { adminRoleLabels, type TeamMember } from '@laqta/contract';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';

/** The three changes of one admin's access, each confirmed first. */
export type MemberAction = 'deactivate' | 'reactivate' | 'resetPassword';

interface ActionCopy {
  title: (name: string) => string;
  description: (member: TeamMember) => ReactNode;
  confirm: string;
  busy: string;
  tone: 'primary' | 'danger';
}

/** What each action says before it runs: what will happen to the admin, at once. */
export const memberActionCopy: Record<MemberAction, ActionCopy> = {
  deactivate: {
    title: (name) => `إيقاف حساب ${name}؟`,
    description: ({ name }) =>
      `سيُسجَّل خروج ${name} من كل الأجهزة فورًا، ولن يستطيع تسجيل الدخول حتى تعيد تفعيل حسابه. يبقى سجل ما فعله كما هو.`,
    confirm: 'إيقاف الحساب',
    busy: 'جاري الإيقاف...',
    tone: 'danger',
  },
  reactivate: {
    title: (name) => `إعادة تفعيل حساب ${name}؟`,
    description: ({ name, role }) =>
      `سيتمكن ${name} من تسجيل الدخول من جديد بكلمة السر التي لديه، بدوره الحالي (${adminRoleLabels[role]}).`,
    confirm: 'إعادة التفعيل',
    busy: 'جاري التفعيل...',
    tone: 'primary',
  },
  resetPassword: {
    title: (name) => `إعادة تعيين كلمة سر ${name}؟`,
    description: ({ name }) =>
      `ستُنشأ كلمة سر جديدة تظهر لك مرة واحدة فقط لتسلّمها إلى ${name}، وسيُسجَّل خروجه من كل الأجهزة فورًا، ولن تعمل كلمة السر القديمة بعد الآن.`,
    confirm: 'إعادة تعيين كلمة السر',
    busy: 'جاري التعيين...',
    tone: 'danger',
  },
};

export interface MemberActionDialogProps {
  action: MemberAction;
  member: TeamMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The action is running (the dialog cannot be closed meanwhile). */
  busy?: boolean;
  /** Why it failed, e.g. the server's "last owner" message. */
  error?: string | null;
}

/** Confirms deactivating, reactivating or resetting the password of one admin (Radix AlertDialog). */
export function MemberActionDialog({
  action,
  member,
  open,
  onOpenChange,
  onConfirm,
  busy,
  error,
}: MemberActionDialogProps) {
  const copy = memberActionCopy[action];
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title(member.name)}
      description={copy.description(member)}
      confirmLabel={copy.confirm}
      busyLabel={copy.busy}
      tone={copy.tone}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
    />
  );
}
