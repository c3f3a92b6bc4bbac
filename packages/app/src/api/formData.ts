export type FormValue =
  string | number | boolean | Blob | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * Builds multipart form data with Laravel-style bracket keys (`settings[0][name]`), the shape the
 * specification's calls send and the server's form plugin reads back into nested objects.
 */
export function toFormData(values: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) append(form, key, value);
  return form;
}

function append(form: FormData, name: string, value: FormValue): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) form.append(name, value);
  else if (Array.isArray(value)) value.forEach((item, i) => append(form, `${name}[${i}]`, item));
  else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) append(form, `${name}[${key}]`, item);
  } else form.append(name, String(value));
}
