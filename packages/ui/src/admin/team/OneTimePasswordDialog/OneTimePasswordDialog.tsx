import * as Dialog from '@radix-ui/react-dialog';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';

export const oneTimePasswordCopy = {
  title: 'كلمة السر الجديدة',
  description: (name: string) =>
    `انسخها الآن وسلّمها إلى ${name} بطريقة آمنة؛ لن تظهر مرة أخرى، ولا تُحفظ إلا مشفّرة. يستطيع تغييرها من ملفه الشخصي بعد الدخول.`,
  label: 'كلمة السر',
  copy: 'نسخ كلمة السر',
  copied: 'تم النسخ',
  copyFailed: 'تعذّر النسخ؛ حدّد كلمة السر وانسخها يدويًا',
  done: 'تم، أغلق',
} as const;

export interface OneTimePasswordDialogProps {
  open: boolean;
  /** Closing forgets the password for good (the caller drops it). */
  onOpenChange: (open: boolean) => void;
  /** Whose password it is. */
  name: string;
  password: string;
  /** Puts the text on the clipboard (the app passes `navigator.clipboard.writeText`). */
  onCopy: (text: string) => Promise<void>;
}

/** Shows a one-time password once, with a copy button (after adding an admin or a reset). */
export function OneTimePasswordDialog({
  open,
  onOpenChange,
  name,
  password,
  onCopy,
}: OneTimePasswordDialogProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyPassword = () => {
    onCopy(password).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-sand-900/40" />
        <Dialog.Content className="fixed inset-0 z-50 m-auto flex h-fit max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg flex-col gap-4 overflow-y-auto rounded-card bg-surface p-5 shadow-raised">
          <Dialog.Title className="text-lg font-bold text-ink">
            {oneTimePasswordCopy.title}
          </Dialog.Title>
          <Dialog.Description className="text-base leading-relaxed text-ink">
            {oneTimePasswordCopy.description(name)}
          </Dialog.Description>
          <div className="flex flex-wrap items-center gap-3 rounded-control bg-surface-muted p-3">
            <span className="sr-only">{oneTimePasswordCopy.label}</span>
            <code
              dir="ltr"
              className="ltr-value min-w-0 flex-1 font-mono text-lg font-bold break-all text-ink select-all"
            >
              {password}
            </code>
            <Button
              variant="secondary"
              size="sm"
              onClick={copyPassword}
              icon={
                copy === 'copied' ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <Copy className="size-4" aria-hidden="true" />
                )
              }
            >
              {oneTimePasswordCopy.copy}
            </Button>
          </div>
          <div>
            {copy === 'copied' && <Alert tone="success">{oneTimePasswordCopy.copied}</Alert>}
            {copy === 'failed' && <Alert tone="error">{oneTimePasswordCopy.copyFailed}</Alert>}
          </div>
          <div className="flex justify-end">
            <Dialog.Close asChild>
              <Button>{oneTimePasswordCopy.done}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
