import {
  publicSubmissionAnswerSchema,
  type ContactForm,
  type NewsletterForm,
  type PublicSubmissionAnswer,
} from '@laqta/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from './ApiError';
import { apiCall } from './client';
import { toFormData } from './formData';

/**
 * What the public forms show of a failure: the server's Arabic message and field errors; for a
 * network failure nothing, so the form shows its own Arabic message instead of 'Network error'.
 */
function forForm(error: unknown): { message?: string; errors?: Record<string, string[]> } {
  if (error instanceof ApiError && error.status >= 400)
    return { message: error.message, errors: error.errors };
  return {};
}

async function post(path: string, values: Record<string, string>): Promise<PublicSubmissionAnswer> {
  try {
    return await apiCall(publicSubmissionAnswerSchema, 'POST', path, { body: toFormData(values) });
  } catch (error) {
    console.error(`POST ${path} failed`, error);
    throw forForm(error);
  }
}

/** `POST /api/contact`: the message lands as a suggestion in the back office. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (values: ContactForm) => post('/contact', { ...values }) });
}

/** `POST /api/newsletter`: subscribing twice is harmless. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (values: NewsletterForm) => post('/newsletter', { ...values }),
  });
}
