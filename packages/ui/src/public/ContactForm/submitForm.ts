import type { FieldValues, Path, UseFormReset, UseFormSetError } from 'react-hook-form';
import { failureOf } from './submissionFailure';

/** What a public form says under its fields after a submit. */
export interface SubmissionResult {
  tone: 'success' | 'error';
  message: string;
}

export interface SubmitFormOptions<V extends FieldValues> {
  /** The page's callback: resolves when stored, rejects with `{ message, errors }` otherwise. */
  send: (values: V) => Promise<void>;
  reset: UseFormReset<V>;
  setError: UseFormSetError<V>;
  setResult: (result: SubmissionResult | null) => void;
  /** The fields whose server messages are shown under them. */
  fields: readonly Path<V>[];
  success: string;
  /** Said when the server gives no message of its own. */
  failure: string;
  /** A message under a field is enough: no error alert beside it. */
  fieldErrorSuffices?: boolean;
}

/**
 * The submit step the public forms share: send; then clear the form and say `success`, or put the
 * server's messages under their fields and say why it failed. What was typed stays on a failure.
 */
export async function submitForm<V extends FieldValues>(
  values: V,
  options: SubmitFormOptions<V>,
): Promise<void> {
  options.setResult(null);
  try {
    await options.send(values);
    options.reset();
    options.setResult({ tone: 'success', message: options.success });
  } catch (error) {
    const failure = failureOf(error);
    let underAField = false;
    for (const field of options.fields) {
      const message = failure.errors?.[field]?.[0];
      if (message) {
        options.setError(field, { message });
        underAField = true;
      }
    }
    if (!(underAField && options.fieldErrorSuffices))
      options.setResult({ tone: 'error', message: failure.message ?? options.failure });
  }
}
