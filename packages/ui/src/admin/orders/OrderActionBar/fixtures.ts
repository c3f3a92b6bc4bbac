import type { OrderDetail, PhotographerOption, Transaction } from '@laqta/contract';

/** Story data of the order actions (no real people). "Today" in these stories: 21 Nov 2026. */
export const STORY_TODAY = '2026-11-21';

export const pendingOrder: OrderDetail['order'] = {
  id: 123,
  code: 'LQ-000123',
  customer_id: 42,
  photographer_id: null,
  service_id: 1,
  session_at: '2026-12-05T13:00:00.000Z',
  city: 'الرياض',
  address: 'حي النرجس، شارع الأمير سلطان',
  price: 350_000,
  notes: null,
  cancel_reason: null,
  status: 'pending',
  completed_at: null,
  cancelled_at: null,
  commission_rate: null,
  created_at: '2026-11-18T09:00:00.000Z',
  updated_at: '2026-11-18T09:00:00.000Z',
  customer: { id: 42, name: 'نورة العتيبي', email: 'noura@example.com', phone: '0551234567' },
  photographer: null,
  service: { id: 1, name: 'تصوير زفاف' },
};

export const confirmedOrder: OrderDetail['order'] = {
  ...pendingOrder,
  status: 'confirmed',
  photographer_id: 7,
  photographer: { id: 7, name: 'عبدالله الحربي' },
  updated_at: '2026-11-19T10:00:00.000Z',
};

export const inProgressOrder: OrderDetail['order'] = { ...confirmedOrder, status: 'in_progress' };

export const completedOrder: OrderDetail['order'] = {
  ...confirmedOrder,
  status: 'completed',
  completed_at: '2026-12-05T16:00:00.000Z',
  commission_rate: 15,
};

export const cancelledOrder: OrderDetail['order'] = {
  ...confirmedOrder,
  status: 'cancelled',
  cancel_reason: 'اعتذر العميل لظرف عائلي',
  cancelled_at: '2026-11-20T08:00:00.000Z',
};

function transaction(
  id: number,
  type: Transaction['type'],
  amount: number,
  status: Transaction['status'] = 'succeeded',
): Transaction {
  return {
    id,
    order_id: 123,
    type,
    amount,
    commission_amount: 0,
    method: 'mada',
    status,
    reference: `TX-${String(id).padStart(8, '0')}`,
    bank_reference: null,
    created_at: '2026-11-18T09:05:00.000Z',
    updated_at: '2026-11-18T09:05:00.000Z',
  };
}

/** The customer paid 3,500 riyals in full. */
export const paidInFull: Transaction[] = [transaction(401, 'payment', 350_000)];
/** Paid 3,500, of which 1,000 were already refunded: 2,500 can still go back. */
export const partlyRefunded: Transaction[] = [
  transaction(401, 'payment', 350_000),
  transaction(402, 'refund', 100_000),
];

export const photographerOptions: PhotographerOption[] = [
  {
    id: 7,
    name: 'عبدالله الحربي',
    city: 'الرياض',
    phone: '0551112233',
    rating_avg: 4.8,
    sessions: [],
    clash: false,
  },
  {
    id: 9,
    name: 'ريم القحطاني',
    city: 'الرياض',
    phone: '0552223344',
    rating_avg: 4.6,
    sessions: [
      {
        order_id: 311,
        code: 'LQ-000311',
        session_at: '2026-12-05T07:00:00.000Z',
        ends_at: '2026-12-05T09:00:00.000Z',
        status: 'confirmed',
        clash: false,
      },
    ],
    clash: false,
  },
  {
    id: 12,
    name: 'فهد الدوسري',
    city: 'جدة',
    phone: '0553334455',
    rating_avg: null,
    sessions: [
      {
        order_id: 318,
        code: 'LQ-000318',
        session_at: '2026-12-05T12:30:00.000Z',
        ends_at: '2026-12-05T14:30:00.000Z',
        status: 'confirmed',
        clash: true,
      },
      {
        order_id: 322,
        code: 'LQ-000322',
        session_at: '2026-12-05T17:00:00.000Z',
        ends_at: '2026-12-05T18:00:00.000Z',
        status: 'pending',
        clash: false,
      },
    ],
    clash: true,
  },
];

export const longNamePhotographer: PhotographerOption = {
  id: 30,
  name: 'عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف القحطاني',
  city: 'خميس مشيط',
  phone: '0554445566',
  rating_avg: 4.9,
  sessions: [],
  clash: false,
};
