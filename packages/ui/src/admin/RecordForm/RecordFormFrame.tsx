import type { FormEvent, ReactNode } from 'react';
import { Link } from '../../navigation/Link';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { ErrorWithRetry } from '../../primitives/ErrorWithRetry';
import { PageTitle } from '../../primitives/PageTitle';
import { Spinner } from '../../primitives/Spinner';

/** The words every back-office record form shares (its own copy points at these). */
export const recordFormCopy = {
  save: 'حفظ التعديلات',
  saving: 'جاري الحفظ...',
  cancel: 'إلغاء',
} as const;

/** A failed save as a record form shows it: the message above, a 422's messages under fields. */
export interface RecordFormError {
  /** Shown above the form (a 409 stale, a 422 summary…). */
  message: string;
  /** A 422's field errors (the server's keys), shown under their fields. */
  fieldErrors?: Record<string, string[] | undefined>;
}

/** What every record form (add or edit) takes besides its record and its submit. */
export interface RecordFormProps {
  /** A save is in flight: the button reads «جاري الحفظ...» and is disabled. */
  submitting?: boolean;
  /** The last failed save (422 per field, 409 stale…); what was typed stays typed. */
  error?: RecordFormError | null;
  /** The edited record is loading (edit). */
  loading?: boolean;
  /** Loading the edited record failed (edit): the message, with a retry. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Where «إلغاء» goes (the list). */
  cancelHref: string;
  /** Told whether anything was typed or picked (so the app can ask before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** A form hands its own props on as they are; the frame reads only the load and failure ones. */
export interface RecordFormFrameProps extends Pick<
  RecordFormProps,
  'loading' | 'loadError' | 'onRetry' | 'error'
> {
  /** The page title; also the form's accessible name. */
  title: string;
  /** The form's words for its record loading and failing to load. */
  copy: { loading: string; loadFailed: string };
  /**
   * The form (a `RecordFormCard`), mounted only once the record is there, so that its
   * react-hook-form starts from the loaded values.
   */
  children: ReactNode;
}

/** A record form's page: title, then the load state, or the failure alert and the form. */
export function RecordFormFrame({
  title,
  copy,
  loading,
  loadError,
  onRetry,
  error,
  children,
}: RecordFormFrameProps) {
  return (
    <div>
      <PageTitle title={title} />
      {loadError ? (
        <ErrorWithRetry title={copy.loadFailed} onRetry={onRetry}>
          {loadError}
        </ErrorWithRetry>
      ) : loading ? (
        <Card padding="lg" className="flex justify-center">
          <Spinner size="lg" label={copy.loading} />
        </Card>
      ) : (
        <>
          {error && (
            <Alert tone="error" className="mb-5">
              {error.message}
            </Alert>
          )}
          {children}
        </>
      )}
    </div>
  );
}

export interface RecordFormCardProps {
  /** The form's accessible name (the page title). */
  label: string;
  /** Called on submit unless a save is in flight (then the submit is dropped). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A save is in flight: the button reads «جاري الحفظ...» and is disabled. */
  submitting?: boolean;
  /** The save button's words ('إضافة …' when adding, «حفظ التعديلات» when editing). */
  submitLabel?: string;
  /** Where «إلغاء» goes (the list). */
  cancelHref: string;
  /** The form's own fields, laid out on a two-column grid from md up. */
  children: ReactNode;
}

/** The form itself in its card: the fields, then the save bar (save with busy state, cancel). */
export function RecordFormCard({
  label,
  onSubmit,
  submitting = false,
  submitLabel = recordFormCopy.save,
  cancelHref,
  children,
}: RecordFormCardProps) {
  return (
    <Card padding="lg">
      <form
        noValidate
        aria-label={label}
        className="grid gap-5 md:grid-cols-2"
        onSubmit={(event) => {
          if (submitting) {
            event.preventDefault();
            return;
          }
          onSubmit(event);
        }}
      >
        {children}
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <Button type="submit" loading={submitting} loadingText={recordFormCopy.saving}>
            {submitLabel}
          </Button>
          <Link
            href={cancelHref}
            className="rounded-control px-4 py-2 font-semibold text-ink-muted hover:text-ink"
          >
            {recordFormCopy.cancel}
          </Link>
        </div>
      </form>
    </Card>
  );
}
