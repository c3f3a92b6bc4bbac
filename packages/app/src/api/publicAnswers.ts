import type { LiveBillboard, LiveBillboardsAnswer, Setting, SettingAnswer } from '@laqta/contract';

// The answers the public pages read, checked without zod. Nothing but types comes from the
// contract here: its modules build zod schemas at load, and zod must not reach the landing page
// (≤ 100 KB gzip, e2e "loads at most 100 KB" and "loads no … form validation library"; even a lazy
// import of the contract drew its chunk in through the bundler's preload helper). Each guard is
// held to its contract schema by publicAnswers.test.ts, on valid and drifted answers alike.

/** A JSON object (not null, not an array): what every answer and record is. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isLiveBillboard(value: unknown): value is LiveBillboard {
  return (
    isObject(value) &&
    Number.isInteger(value.id) &&
    typeof value.title === 'string' &&
    typeof value.image_url === 'string' &&
    (value.link_url === null || typeof value.link_url === 'string')
  );
}

/** The contract's `liveBillboardsAnswerSchema`. */
export function isLiveBillboardsAnswer(payload: unknown): payload is LiveBillboardsAnswer {
  return (
    isObject(payload) &&
    payload.success === true &&
    Array.isArray(payload.data) &&
    payload.data.every(isLiveBillboard)
  );
}

function isSetting(value: unknown): value is Setting {
  return (
    isObject(value) &&
    Number.isInteger(value.id) &&
    typeof value.name === 'string' &&
    typeof value.value === 'string' &&
    typeof value.type === 'string'
  );
}

/** The contract's `settingAnswerSchema` (a page text by name). */
export function isSettingAnswer(payload: unknown): payload is SettingAnswer {
  return isObject(payload) && payload.success === true && isSetting(payload.data);
}

/** The contract's `publicSettingsAnswerSchema` (every public setting). */
export function isPublicSettingsAnswer(
  payload: unknown,
): payload is { success: true; data: Setting[] } {
  return (
    isObject(payload) &&
    payload.success === true &&
    Array.isArray(payload.data) &&
    payload.data.every(isSetting)
  );
}
