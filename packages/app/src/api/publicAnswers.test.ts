import {
  liveBillboardsAnswerSchema,
  publicSettingsAnswerSchema,
  settingAnswerSchema,
} from '@laqta/contract';
import { describe, expect, it } from 'vitest';
import { isLiveBillboardsAnswer, isPublicSettingsAnswer, isSettingAnswer } from './publicAnswers';

/** Each guard answers as its contract schema does, on every one of `answers`. */
function expectAgreement(
  guard: (payload: unknown) => boolean,
  schema: { safeParse: (payload: unknown) => { success: boolean } },
  answers: unknown[],
) {
  for (const answer of answers)
    expect(guard(answer), JSON.stringify(answer)).toBe(schema.safeParse(answer).success);
}

const notAnswers: unknown[] = [null, 'ok', [], { success: false, data: [] }, { success: true }];

describe('the public pages’ answers, checked without zod as the contract’s schemas check them', () => {
  it('checks the answer as the contract’s schema does (zod itself stays off the landing page)', () => {
    const billboard = { id: 3, title: 'عرض', image_url: '/uploads/a.png', link_url: '/book' };
    const answers: unknown[] = [
      { success: true, data: [] },
      { success: true, data: [billboard, { ...billboard, id: 4, link_url: null }] },
      { success: true, data: [{ ...billboard, extra: 1 }] },
      { success: false, data: [] },
      { success: true },
      { success: true, data: {} },
      { success: true, data: [{ ...billboard, id: '3' }] },
      { success: true, data: [{ ...billboard, id: 3.5 }] },
      { success: true, data: [{ ...billboard, title: null }] },
      { success: true, data: [{ ...billboard, image_url: undefined }] },
      { success: true, data: [{ ...billboard, link_url: undefined }] },
      { success: true, data: [null] },
      null,
      'ok',
      [],
    ];
    expectAgreement(isLiveBillboardsAnswer, liveBillboardsAnswerSchema, [
      ...answers,
      ...notAnswers,
    ]);
  });

  const setting = { id: 1, name: 'privacy_policy', value: 'نص السياسة', type: 'long_text' };
  const drifted: unknown[] = [
    { ...setting, id: '1' },
    { ...setting, id: 1.5 },
    { ...setting, value: null },
    { ...setting, value: 42 },
    { ...setting, name: undefined },
    { ...setting, type: undefined },
  ];

  it('a setting by name (settingAnswerSchema)', () => {
    expectAgreement(isSettingAnswer, settingAnswerSchema, [
      { success: true, data: setting },
      { success: true, data: { ...setting, updated_at: 'x' } },
      { success: true, data: [setting] },
      ...drifted.map((data) => ({ success: true, data })),
      ...notAnswers,
    ]);
  });

  it('every public setting (publicSettingsAnswerSchema)', () => {
    expectAgreement(isPublicSettingsAnswer, publicSettingsAnswerSchema, [
      { success: true, data: [] },
      { success: true, data: [setting, { ...setting, id: 2, name: 'contact_email' }] },
      { success: true, data: setting },
      ...drifted.map((data) => ({ success: true, data: [setting, data] })),
      ...notAnswers,
    ]);
  });
});
