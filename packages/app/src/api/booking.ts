import {
  bookingAnswerSchema,
  publicApiPaths,
  type BookingAnswer,
  type BookingRequest,
} from '@laqta/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from './ApiError';
import { apiCall, apiPathOf } from './client';

/**
 * What the booking form shows of a failure: the server's Arabic message and field errors (422,
 * 429 with its words, a refused request); for a network failure or an answer that broke the
 * contract nothing, so the form says its own words.
 */
function forForm(error: unknown): { message?: string; errors?: Record<string, string[]> } {
  if (error instanceof ApiError && error.status >= 400)
    return { message: error.message, errors: error.errors };
  return {};
}

/**
 * `POST publicApiPaths.bookings` (JSON, the form's parsed values): a pending order and its code.
 * The same form sent twice carries the same idempotency key, so it is one order.
 */
export function useBookSession() {
  return useMutation({
    mutationFn: async (request: BookingRequest): Promise<BookingAnswer> => {
      try {
        return await apiCall(bookingAnswerSchema, 'POST', apiPathOf(publicApiPaths.bookings), {
          body: request,
        });
      } catch (error) {
        console.error('Sending the booking request failed', error);
        throw forForm(error);
      }
    },
  });
}
