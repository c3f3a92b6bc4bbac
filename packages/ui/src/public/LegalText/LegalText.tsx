import { FileText, RefreshCw } from 'lucide-react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { blocksOf } from './blocksOf';

export interface LegalTextProps {
  /** What the text is, for the messages: 'سياسة الخصوصية', 'الشروط والأحكام'. */
  documentName: string;
  /** The plain text from the server (paragraphs separated by empty lines). */
  text?: string | null;
  loading?: boolean;
  /** Set when loading failed: a friendly message and a retry button replace the text. */
  error?: string | null;
  onRetry?: () => void;
}

/**
 * A legal document (privacy policy, terms) as readable paragraphs. The text is rendered as text,
 * never injected as HTML, so whatever an admin types cannot run in a visitor's browser.
 */
export function LegalText({ documentName, text, loading = false, error, onRetry }: LegalTextProps) {
  let content;
  if (loading) {
    content = (
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        <span className="sr-only">{`جاري تحميل ${documentName}...`}</span>
        {[92, 100, 85, 97, 60].map((width, index) => (
          <span
            key={index}
            aria-hidden="true"
            className="block h-4 animate-pulse rounded-pill bg-sand-200"
            style={{ inlineSize: `${width}%` }}
          />
        ))}
      </div>
    );
  } else if (error) {
    content = (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="error" title={`تعذر تحميل ${documentName}`} className="w-full">
          حدثت مشكلة في الاتصال بالخادم. تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى.
        </Alert>
        {onRetry && (
          <Button
            variant="secondary"
            onClick={onRetry}
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
          >
            إعادة المحاولة
          </Button>
        )}
      </div>
    );
  } else {
    const blocks = blocksOf(text ?? '');
    content =
      blocks.length === 0 ? (
        <EmptyState
          icon={<FileText className="size-7" />}
          title={`لم يُنشر نص ${documentName} بعد`}
          description="يمكنك التواصل معنا لأي استفسار حتى ننشره."
        />
      ) : (
        blocks.map((block, index) => (
          <section key={index} className="mb-6">
            {block.heading && <h2 className="mb-2 text-xl font-bold text-ink">{block.heading}</h2>}
            <p className="whitespace-pre-line text-lg leading-loose text-ink-muted">{block.body}</p>
          </section>
        ))
      );
  }
  return <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">{content}</article>;
}
