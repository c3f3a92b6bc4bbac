import {
  publicPhotographerAnswerSchema,
  publicPhotographersAnswerSchema,
  publicServicesAnswerSchema,
} from '@laqta/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import {
  isPublicPhotographerAnswer,
  isPublicPhotographersAnswer,
  isPublicServicesAnswer,
} from './catalogAnswers';
import { ANSWER_MISMATCH_MESSAGE, guardedAnswer } from './client';

/** The guard answers as its contract schema does, on every one of `answers` (each named). */
function expectAgreement(
  guard: (payload: unknown) => boolean,
  schema: { safeParse: (payload: unknown) => { success: boolean } },
  answers: unknown[],
) {
  for (const answer of answers)
    expect(guard(answer), JSON.stringify(answer)).toBe(schema.safeParse(answer).success);
}

/** Each drift of one field of `record` (a wrong type, a missing value, an unsafe number…). */
function driftsOf(record: Record<string, unknown>, drifts: Record<string, unknown[]>) {
  return Object.entries(drifts).flatMap(([field, values]) =>
    values.map((value) => ({ ...record, [field]: value })),
  );
}

const notAnswers: unknown[] = [null, 'ok', [], 42, { success: false, data: [] }, { success: true }];

/** Drifts every whole number of the contract (`z.number().int()`) must refuse. */
const notWholeNumbers = ['3', 3.5, null, undefined, 2 ** 53, Number.NaN];

describe('the catalogue’s answers, checked without zod as the contract’s schemas check them', () => {
  const service = {
    id: 3,
    name: 'جلسة زفاف',
    category: 'wedding',
    description: 'تصوير الحفل كاملًا',
    image_url: '/uploads/s.webp',
    price_from: 150000,
    duration_minutes: 180,
  };

  it('the services (publicServicesAnswerSchema)', () => {
    const drifted = driftsOf(service, {
      id: notWholeNumbers,
      name: [null, 7, undefined],
      category: ['birthday', '', null, undefined],
      description: [null, undefined],
      image_url: [undefined, 5],
      price_from: notWholeNumbers,
      duration_minutes: notWholeNumbers,
    });
    expectAgreement(isPublicServicesAnswer, publicServicesAnswerSchema, [
      { success: true, data: [], currency: 'SAR' },
      { success: true, data: [service, { ...service, id: 4, image_url: null }], currency: 'SAR' },
      { success: true, data: [{ ...service, extra: 1 }], currency: 'SAR', extra: true },
      { success: true, data: [service] },
      { success: true, data: [service], currency: 9 },
      { success: true, data: service, currency: 'SAR' },
      { success: true, data: [null], currency: 'SAR' },
      ...drifted.map((data) => ({ success: true, data: [service, data], currency: 'SAR' })),
      ...notAnswers,
    ]);
  });

  const photographer = {
    id: 12,
    name: 'سارة العتيبي',
    avatar_url: null,
    city: 'الرياض',
    specialties: ['wedding', 'family'],
    rating_avg: 4.5,
    reviews_count: 8,
    starting_price: 90000,
  };
  const photographerDrifts = {
    id: notWholeNumbers,
    name: [null, undefined],
    avatar_url: [undefined, 1],
    city: [null, undefined],
    specialties: [['wedding', 'birthday'], 'wedding', null, undefined],
    rating_avg: ['4.5', undefined, Number.NaN, Number.POSITIVE_INFINITY],
    reviews_count: notWholeNumbers,
    starting_price: notWholeNumbers,
  };
  const meta = { current_page: 1, per_page: 100, total: 2, last_page: 1 };

  it('a page of photographers (publicPhotographersAnswerSchema)', () => {
    const page = (data: unknown[], pageMeta: unknown = meta) => ({
      success: true,
      data,
      meta: pageMeta,
      currency: 'SAR',
    });
    expectAgreement(isPublicPhotographersAnswer, publicPhotographersAnswerSchema, [
      page([]),
      page([photographer, { ...photographer, id: 13, rating_avg: null, specialties: [] }]),
      page([{ ...photographer, rating_avg: 5 }], { ...meta, total_capped: true }),
      page([{ ...photographer, bio: 'نص' }], { ...meta, extra: 1 }),
      ...driftsOf(photographer, photographerDrifts).map((data) => page([photographer, data])),
      ...driftsOf(meta, {
        current_page: notWholeNumbers,
        per_page: notWholeNumbers,
        total: notWholeNumbers,
        last_page: notWholeNumbers,
        total_capped: [false, 'true', null],
      }).map((pageMeta) => page([photographer], pageMeta)),
      page([photographer], undefined),
      page([photographer], [meta]),
      { success: true, data: [photographer], meta },
      ...notAnswers,
    ]);
  });

  it('a photographer’s profile (publicPhotographerAnswerSchema)', () => {
    const review = {
      id: 5,
      rating: 4,
      comment: 'تجربة رائعة',
      reviewer: 'نورة',
      created_at: '2026-03-01T10:00:00.000Z',
    };
    const profile = { ...photographer, bio: 'مصورة أعراس منذ ٢٠١٥', reviews: [review] };
    const answer = (data: unknown, extra: Record<string, unknown> = {}) => ({
      success: true,
      data,
      currency: 'SAR',
      ...extra,
    });
    expectAgreement(isPublicPhotographerAnswer, publicPhotographerAnswerSchema, [
      answer(profile),
      answer({ ...profile, reviews: [], avatar_url: '/uploads/a.webp' }),
      answer({ ...profile, reviews: [{ ...review, comment: null }] }, { message: 'تم' }),
      answer(profile, { message: 3 }),
      answer(profile, { currency: undefined }),
      answer(photographer),
      ...driftsOf(profile, {
        ...photographerDrifts,
        bio: [null, undefined],
        reviews: [null, {}],
      }).map((data) => answer(data)),
      ...driftsOf(review, {
        id: notWholeNumbers,
        rating: notWholeNumbers,
        comment: [undefined, 4],
        reviewer: [null, undefined],
        created_at: [null, undefined, 0],
      }).map((drifted) => answer({ ...profile, reviews: [review, drifted] })),
      ...notAnswers,
    ]);
  });
});

describe('a drifted catalogue answer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the one ApiError of an answer that does not match the contract, not a crash later', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const drifted = { success: true, data: [{ id: '3' }], currency: 'SAR' };
    let thrown: unknown;
    try {
      guardedAnswer(isPublicServicesAnswer, drifted, '/public/services');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code: 'answer_mismatch', message: ANSWER_MISMATCH_MESSAGE });
  });
});
