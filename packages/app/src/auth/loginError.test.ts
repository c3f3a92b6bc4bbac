import { authMessages } from '@laqta/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { loginErrorOf } from './loginError';

describe('loginErrorOf (what the login page shows for a failure)', () => {
  it('keeps a 422’s message and field errors', () => {
    const errors = { email: [authMessages.invalidCredentials] };
    expect(loginErrorOf(new ApiError(422, authMessages.invalidCredentials, errors))).toEqual({
      message: authMessages.invalidCredentials,
      fieldErrors: errors,
    });
  });

  it("falls back to 'Validation failed' for a 422 without a message", () => {
    expect(loginErrorOf(new ApiError(422, '')).message).toBe('Validation failed');
  });

  it("says 'حدث خطأ في تسجيل الدخول' for any other failure", () => {
    for (const error of [
      new ApiError(500, 'x'),
      new ApiError(0, 'Network error'),
      new Error('bad answer'),
    ]) {
      expect(loginErrorOf(error)).toEqual({ message: 'حدث خطأ في تسجيل الدخول' });
    }
  });

  it('adds the wait to a 429', () => {
    expect(loginErrorOf(new ApiError(429, 'انتظر 30 ثانية'))).toEqual({
      message: authMessages.loginFailed,
      detail: 'انتظر 30 ثانية',
    });
  });
});
