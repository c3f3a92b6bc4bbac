import type { NotificationKind } from '@laqta/contract';

/**
 * The outbox's messages, in Arabic, rendered when they are written (a later change of the order
 * does not rewrite what was already "sent"). SMS bodies stay short: one message each.
 */

/** What a message about an order tells. */
export interface OrderFacts {
  code: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  service: string;
  /** Stored UTC moment of the session. */
  sessionAt: string;
  city: string;
  address: string;
  notes: string | null;
  /** The assigned photographer's name. */
  photographer: string | null;
  /** The photographer the visitor asked for when booking. */
  preferredPhotographer: string | null;
  /** The platform's time zone (setting `timezone`): the session is told on its wall clock. */
  timeZone: string;
}

export interface RenderedMessage {
  subject: string | null;
  body: string;
}

const dateFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** `الثلاثاء، 1 ديسمبر 2026` and `5:30 م` on the platform's wall clock (Latin digits: SMS-safe). */
export function sessionText(sessionAt: string, timeZone: string): { day: string; time: string } {
  let formats = dateFormats.get(timeZone);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('ar-SA-u-nu-latn', {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
    };
    dateFormats.set(timeZone, formats);
  }
  const moment = new Date(sessionAt);
  return { day: formats.day.format(moment), time: formats.time.format(moment) };
}

/** The first word of a name: messages greet people by it. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Each kind's text from the order's facts. */
export const renderers: Record<NotificationKind, (facts: OrderFacts) => RenderedMessage> = {
  booking_received: (facts) => {
    const { day, time } = sessionText(facts.sessionAt, facts.timeZone);
    return {
      subject: null,
      body: `مرحبًا ${firstName(facts.customerName)}، وصلنا طلب حجزك ${facts.code} لجلسة ${facts.service} يوم ${day} الساعة ${time}. سيتواصل معك فريق لقطة خلال يوم عمل لتأكيد الموعد.`,
    };
  },
  booking_confirmed: (facts) => {
    const { day, time } = sessionText(facts.sessionAt, facts.timeZone);
    return {
      subject: null,
      body: `مرحبًا ${firstName(facts.customerName)}، تم تأكيد حجزك ${facts.code} لجلسة ${facts.service} يوم ${day} الساعة ${time}. سنرسل إليك اسم المصور فور اختياره.`,
    };
  },
  photographer_assigned: (facts) => {
    const { day, time } = sessionText(facts.sessionAt, facts.timeZone);
    return {
      subject: null,
      body: `مرحبًا ${firstName(facts.customerName)}، سيصوّر جلستك ${facts.code} المصور ${facts.photographer ?? ''} يوم ${day} الساعة ${time}. نتمنى لك جلسة ممتعة مع لقطة.`,
    };
  },
  operators_new_booking: (facts) => {
    const { day, time } = sessionText(facts.sessionAt, facts.timeZone);
    const lines = [
      `وصل طلب حجز جديد من الموقع: ${facts.code}`,
      `العميل: ${facts.customerName} (${facts.customerPhone}، ${facts.customerEmail})`,
      `الخدمة: ${facts.service}`,
      `الموعد: ${day} الساعة ${time}`,
      `المدينة والعنوان: ${facts.city}، ${facts.address}`,
      `المصور المفضل: ${facts.preferredPhotographer ?? 'لم يختر العميل مصورًا'}`,
    ];
    if (facts.notes !== null) lines.push(`ملاحظات العميل: ${facts.notes}`);
    lines.push('الطلب بانتظار التأكيد في لوحة التحكم.');
    return { subject: `طلب حجز جديد ${facts.code}`, body: lines.join('\n') };
  },
};
