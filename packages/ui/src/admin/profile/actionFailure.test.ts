import { describe, expect, it } from 'vitest';
import { actionFailedMessage, actionFailureOf, fieldError } from './actionFailure';

describe('actionFailureOf', () => {
  it("keeps the server's message and its field errors", () => {
    const failure = actionFailureOf(
      Object.assign(new Error('البيانات المدخلة غير صالحة.'), {
        status: 422,
        errors: { code: ['رمز التحقق غير صحيح'] },
      }),
    );
    expect(failure).toEqual({
      message: 'البيانات المدخلة غير صالحة.',
      fieldErrors: { code: ['رمز التحقق غير صحيح'] },
    });
    expect(fieldError(failure, 'code')).toBe('رمز التحقق غير صحيح');
    expect(fieldError(failure, 'password')).toBeUndefined();
  });

  it('says it in Arabic when the request never reached the server, or nothing was said', () => {
    expect(actionFailureOf(Object.assign(new Error('Network error'), { status: 0 })).message).toBe(
      actionFailedMessage,
    );
    expect(actionFailureOf(undefined)).toEqual({ message: actionFailedMessage, fieldErrors: {} });
    expect(actionFailureOf('boom').message).toBe(actionFailedMessage);
  });
});
