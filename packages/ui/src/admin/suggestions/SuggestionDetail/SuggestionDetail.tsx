import { suggestionSourceLabels, type Suggestion, type SuggestionStatus } from '@laqta/contract';
import { Archive, MailOpen, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { DateText } from '../../../primitives/DateText/DateText';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { DetailView, type DetailScreenProps } from '../../DetailView';
import {
  SuggestionStatusBadge,
  suggestionsScreenCopy,
} from '../SuggestionsScreen/SuggestionsScreen';

export const suggestionDetailCopy = {
  back: 'العودة إلى الاقتراحات',
  email: 'البريد الإلكتروني',
  phone: 'الجوال',
  markRead: 'تعليم كمقروء',
  archive: 'أرشفة',
  unarchive: 'إلغاء الأرشفة',
  saving: 'جاري الحفظ...',
} as const;

export interface SuggestionDetailProps extends DetailScreenProps<Suggestion> {
  /**
   * Asks to move the suggestion to another status; none hides the buttons (a role that may not
   * answer suggestions).
   */
  onStatusChange?: (status: SuggestionStatus) => void;
  /** The status being saved (its button shows the saving state; the others wait). */
  pendingStatus?: SuggestionStatus | null;
  /** Why the last status change failed. */
  statusError?: string | null;
}

/** The next steps a suggestion can take: new → read → archived, and back out of the archive. */
function actionsFor(status: SuggestionStatus) {
  const actions: { status: SuggestionStatus; label: string; icon: ReactNode }[] = [];
  if (status === 'new')
    actions.push({
      status: 'read',
      label: suggestionDetailCopy.markRead,
      icon: <MailOpen className="size-4" aria-hidden="true" />,
    });
  if (status !== 'archived')
    actions.push({
      status: 'archived',
      label: suggestionDetailCopy.archive,
      icon: <Archive className="size-4" aria-hidden="true" />,
    });
  else
    actions.push({
      status: 'read',
      label: suggestionDetailCopy.unarchive,
      icon: <Undo2 className="size-4" aria-hidden="true" />,
    });
  return actions;
}

const contactLink = 'text-brand-700 underline underline-offset-4';

/** `/admin/suggestion/{id}`: the whole message, how to reach its sender, and its status. */
export function SuggestionDetail({
  data: suggestion,
  loading,
  notFound,
  error,
  onRetry,
  onStatusChange,
  pendingStatus,
  statusError,
  backHref,
}: SuggestionDetailProps) {
  return (
    <DetailView
      title={suggestion?.name}
      badge={suggestion && <SuggestionStatusBadge status={suggestion.status} />}
      back={{ href: backHref, label: suggestionDetailCopy.back }}
      loading={loading}
      notFound={notFound}
      error={error}
      onRetry={onRetry}
      fields={
        suggestion
          ? [
              {
                label: suggestionDetailCopy.email,
                ltr: true,
                value: (
                  <a href={`mailto:${suggestion.email}`} className={contactLink}>
                    {suggestion.email}
                  </a>
                ),
              },
              {
                label: suggestionDetailCopy.phone,
                ltr: true,
                value: (
                  <a href={`tel:${suggestion.phone.replace(/\s+/g, '')}`} className={contactLink}>
                    {suggestion.phone}
                  </a>
                ),
              },
              {
                label: suggestionsScreenCopy.source,
                value: suggestionSourceLabels[suggestion.source],
              },
              {
                label: suggestionsScreenCopy.date,
                value: <DateText value={suggestion.created_at} withTime bothCalendars />,
              },
            ]
          : []
      }
    >
      {suggestion && (
        <Card title={suggestionsScreenCopy.message}>
          <p className="rounded-control bg-surface-muted p-4 leading-relaxed whitespace-pre-line text-ink">
            {suggestion.message}
          </p>
          {statusError && (
            <Alert tone="error" className="mt-5">
              {statusError}
            </Alert>
          )}
          {onStatusChange && (
            <div className="mt-5 flex flex-wrap gap-2">
              {actionsFor(suggestion.status).map((action) => (
                <Button
                  key={action.label}
                  variant="secondary"
                  icon={action.icon}
                  loading={pendingStatus === action.status}
                  loadingText={suggestionDetailCopy.saving}
                  disabled={Boolean(pendingStatus)}
                  onClick={() => onStatusChange(action.status)}
                >
                  {action.label}
                </Button>
              ))}
            </div>
          )}
        </Card>
      )}
    </DetailView>
  );
}
