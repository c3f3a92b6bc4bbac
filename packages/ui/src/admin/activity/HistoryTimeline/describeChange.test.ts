import { describe, expect, it } from 'vitest';
import { describeChanges, describeValue } from './describeChange';

describe('describing a recorded change in Arabic', () => {
  it("names a service's fields and shows price, switch and category as people read them", () => {
    expect(
      describeChanges(
        'service',
        { base_price: 40000, is_active: 1, category: 'wedding' },
        { base_price: 45000, is_active: 0, category: 'family' },
      ),
    ).toEqual([
      {
        field: 'base_price',
        label: 'السعر الأساسي',
        before: { kind: 'money', minorUnits: 40000 },
        after: { kind: 'money', minorUnits: 45000 },
      },
      {
        field: 'is_active',
        label: 'التفعيل',
        before: { kind: 'text', text: 'مفعّل' },
        after: { kind: 'text', text: 'موقوف' },
      },
      {
        field: 'category',
        label: 'الفئة',
        before: { kind: 'text', text: 'زفاف' },
        after: { kind: 'text', text: 'عائلي' },
      },
    ]);
  });

  it('shows a creation and a one-sided event without a before', () => {
    const [name] = describeChanges('service', null, { name: 'تصوير تخرج' });
    expect(name).toEqual({
      field: 'name',
      label: 'اسم الخدمة',
      before: null,
      after: { kind: 'text', text: 'تصوير تخرج', long: false },
    });
    const [how] = describeChanges('admin', null, { two_factor: 'recovery_code' });
    expect(how?.after).toEqual({ kind: 'text', text: 'رمز استرداد' });
  });

  it('puts statuses and roles in Arabic from contract, keeps unknown values as they are', () => {
    expect(describeValue('suggestion', 'status', 'archived')).toEqual({
      kind: 'text',
      text: 'مؤرشف',
    });
    expect(describeValue('admin', 'role', 'finance')).toEqual({ kind: 'text', text: 'المالية' });
    expect(describeValue('photographer', 'specialties', 'wedding، family')).toEqual({
      kind: 'text',
      text: 'زفاف، عائلي',
    });
    expect(describeValue('admin', 'role', 'astronaut')).toEqual({
      kind: 'text',
      text: 'astronaut',
    });
  });

  it('shows empties, moments, pictures, addresses, durations and long texts', () => {
    expect(describeValue('admin', 'deactivated_at', null)).toEqual({ kind: 'empty' });
    expect(describeValue('admin', 'deactivated_at', '2026-03-01T20:59:00.000Z')).toEqual({
      kind: 'moment',
      iso: '2026-03-01T20:59:00.000Z',
    });
    expect(describeValue('service', 'image_url', '/uploads/a.webp')).toEqual({
      kind: 'image',
      url: '/uploads/a.webp',
    });
    expect(describeValue('admin', 'email', 'a@b.sa')).toEqual({
      kind: 'text',
      text: 'a@b.sa',
      ltr: true,
    });
    expect(describeValue('service', 'duration_minutes', 90)).toEqual({
      kind: 'text',
      text: '٩٠ دقيقة',
    });
    expect(describeValue('setting', 'value', 'ن'.repeat(81))).toMatchObject({ long: true });
  });

  it("shows an order's refund as money and its commission rate as a percentage", () => {
    expect(
      describeChanges('order', { refundable: 50000 }, { refund_amount: 20000, refundable: 30000 }),
    ).toEqual([
      {
        field: 'refund_amount',
        label: 'المبلغ المسترد',
        before: null,
        after: { kind: 'money', minorUnits: 20000 },
      },
      {
        field: 'refundable',
        label: 'المتبقي للاسترداد',
        before: { kind: 'money', minorUnits: 50000 },
        after: { kind: 'money', minorUnits: 30000 },
      },
    ]);
    expect(describeValue('order', 'commission_rate', 15)).toEqual({ kind: 'text', text: '١٥٪' });
    expect(describeValue('order', 'commission_rate', 12.5)).toEqual({
      kind: 'text',
      text: '١٢٫٥٪',
    });
    expect(describeValue('order', 'status', 'no_show')).toMatchObject({ kind: 'text' });
  });

  it('falls back to the field name for a field no one named yet', () => {
    expect(describeChanges('service', { color: 'red' }, { color: 'blue' })[0]?.label).toBe('color');
  });
});
