import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';

export const recoveryCodesCopy = {
  title: 'رموز الاسترداد',
  warning:
    'احفظ هذه الرموز في مكان آمن الآن؛ لن تظهر مرة أخرى. كل رمز يُدخلك مرة واحدة إن لم يكن هاتفك معك.',
  copy: 'نسخ الرموز',
  copied: 'تم نسخ الرموز',
  copyFailed: 'تعذر النسخ؛ انسخ الرموز يدويًا أو نزّلها',
  download: 'تنزيل الرموز',
  done: 'حفظتُ الرموز',
  fileName: 'laqta-recovery-codes.txt',
  fileHeading: 'رموز الاسترداد لحسابك في لقطة (كل رمز يعمل مرة واحدة):',
} as const;

export interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** The admin has kept them: the panel goes away (they are never shown again). */
  onDone: () => void;
}

/** The ten one-time recovery codes, shown once, with copy and download. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  const download = () => {
    const file = new Blob([`${recoveryCodesCopy.fileHeading}\n\n${text}\n`], {
      type: 'text/plain;charset=utf-8',
    });
    const url = URL.createObjectURL(file);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = recoveryCodesCopy.fileName;
    anchor.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-4 rounded-card border border-brand-200 bg-brand-50 p-4">
      <h3 className="text-base font-bold text-ink">{recoveryCodesCopy.title}</h3>
      <Alert tone="info">{recoveryCodesCopy.warning}</Alert>
      <ol
        dir="ltr"
        aria-label={recoveryCodesCopy.title}
        className="grid grid-cols-1 gap-2 font-mono text-base text-ink sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-control border border-line bg-surface px-3 py-2 text-center"
          >
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          icon={<Copy className="size-4" aria-hidden="true" />}
          onClick={() => void copy()}
        >
          {recoveryCodesCopy.copy}
        </Button>
        <Button
          variant="secondary"
          icon={<Download className="size-4" aria-hidden="true" />}
          onClick={download}
        >
          {recoveryCodesCopy.download}
        </Button>
        <Button onClick={onDone}>{recoveryCodesCopy.done}</Button>
      </div>
      <p role="status" className="text-sm font-semibold text-ink">
        {copyState === 'copied' && recoveryCodesCopy.copied}
        {copyState === 'failed' && recoveryCodesCopy.copyFailed}
      </p>
    </div>
  );
}
