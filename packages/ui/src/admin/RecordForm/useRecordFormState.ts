import { useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import type { RecordFormError } from './RecordFormFrame';

/**
 * A server 422: each message under its form field (react-hook-form clears it when the field is
 * checked again). `fields` names the form fields the server's keys land on: a list where the keys
 * are the field names, or a map where they differ (a moment's message under its day…).
 */
export function useServerFieldErrors<T extends FieldValues>(
  error: RecordFormError | null | undefined,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
) {
  useEffect(() => {
    for (const [key, messages] of Object.entries(error?.fieldErrors ?? {})) {
      const name = formFieldOf(fields, key);
      const message = messages?.[0];
      if (name && message) setError(name, { type: 'server', message });
    }
  }, [error, setError, fields]);
}

function formFieldOf<T extends FieldValues>(
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
  key: string,
): Path<T> | undefined {
  if (isFieldList(fields)) return fields.find((name) => name === key);
  return Object.hasOwn(fields, key) ? fields[key] : undefined;
}

function isFieldList<T extends FieldValues>(
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
): fields is readonly Path<T>[] {
  return Array.isArray(fields);
}

/** Tells the app whether anything was typed or picked (so it can ask before leaving). */
export function useReportDirty(dirty: boolean, onDirtyChange?: (dirty: boolean) => void) {
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
}

/**
 * A file picked beside react-hook-form (an image, an avatar) and the message under its picker:
 * the picker's own refusal or a missing required file first, else the server's message on the
 * file's key, which stands until another file is picked or refused after it arrived.
 */
export function usePickedFile(
  error: RecordFormError | null | undefined,
  serverKey: string,
  required?: { message: string },
) {
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | undefined>();
  const [answeredError, setAnsweredError] = useState<RecordFormError | null | undefined>(null);
  const serverError = error !== answeredError ? error?.fieldErrors?.[serverKey]?.[0] : undefined;
  return {
    file,
    error: localError ?? serverError,
    pick: (picked: File | null) => {
      setFile(picked);
      setLocalError(undefined);
      setAnsweredError(error);
    },
    reject: (message: string) => {
      setLocalError(message);
      setAnsweredError(error);
    },
    /** On submit: false, with the required message under the picker, when the file is missing. */
    checkRequired: () => {
      if (!required || file) return true;
      setLocalError(required.message);
      return false;
    },
  };
}

/**
 * A record form's react-hook-form: checked by `resolver` from `defaultValues`, a server 422's
 * messages under their fields (`serverFields`, as for `useServerFieldErrors`), and the dirty flag
 * told to the app (typed fields, or a file picked beside the form).
 */
export function useRecordForm<TFields extends FieldValues, TOutput>({
  resolver,
  defaultValues,
  error,
  serverFields,
  onDirtyChange,
  pickedFile = null,
}: {
  resolver: Resolver<TFields, unknown, TOutput>;
  defaultValues: DefaultValues<TFields>;
  error: RecordFormError | null | undefined;
  serverFields: readonly Path<TFields>[] | Readonly<Record<string, Path<TFields>>>;
  onDirtyChange?: (dirty: boolean) => void;
  pickedFile?: File | null;
}) {
  const form = useForm<TFields, unknown, TOutput>({ resolver, defaultValues });
  useServerFieldErrors(error, form.setError, serverFields);
  useReportDirty(form.formState.isDirty || pickedFile !== null, onDirtyChange);
  return form;
}
