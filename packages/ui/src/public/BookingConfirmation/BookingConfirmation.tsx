import { bookingMessages, type BookingReceipt } from '@laqta/contract';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '../../navigation/Link';
import { DateText } from '../../primitives/DateText';

export const bookingConfirmationCopy = {
  code: 'رقم طلبك',
  codeHint: 'احتفظ بهذا الرقم، واذكره عند تواصلك معنا.',
  session: 'موعد الجلسة المطلوب',
  status: 'حالة الطلب',
  pending: 'قيد المراجعة',
  next: 'ماذا يحدث الآن؟',
  home: 'العودة إلى الرئيسية',
  services: 'تصفح الخدمات',
} as const;

export interface BookingConfirmationProps {
  /** The server's answer to the request. */
  receipt: BookingReceipt;
  /** The server's message ('وصلنا طلب حجزك بنجاح.'); the contract's words when absent. */
  message?: string;
  homeHref: string;
  servicesHref: string;
}

/**
 * What a visitor sees once the booking request is stored: that it arrived, the order code to
 * quote, the session asked for, and what happens next. Takes the focus when it appears (it
 * replaces the form the visitor was in), so a screen reader announces it.
 */
export function BookingConfirmation({
  receipt,
  message = bookingMessages.received,
  homeHref,
  servicesHref,
}: BookingConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="booking-received"
      className="flex flex-col gap-6 rounded-card border border-success-200 bg-surface p-6 shadow-card sm:p-8"
    >
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-1 size-8 shrink-0 text-success-700" aria-hidden="true" />
        <h2
          id="booking-received"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-extrabold text-ink outline-none"
        >
          {message}
        </h2>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-control bg-brand-50 p-4">
          <dt className="text-sm font-semibold text-brand-800">{bookingConfirmationCopy.code}</dt>
          <dd dir="ltr" className="ltr-value mt-1 text-2xl font-extrabold tracking-wide text-ink">
            {receipt.code}
          </dd>
        </div>
        <div className="rounded-control bg-sand-50 p-4">
          <dt className="text-sm font-semibold text-ink-muted">
            {bookingConfirmationCopy.session}
          </dt>
          <dd className="mt-1 font-bold text-ink">
            <DateText value={receipt.session_at} withTime />
          </dd>
        </div>
        <div className="rounded-control bg-sand-50 p-4">
          <dt className="text-sm font-semibold text-ink-muted">{bookingConfirmationCopy.status}</dt>
          <dd className="mt-1 font-bold text-ink">{bookingConfirmationCopy.pending}</dd>
        </div>
      </dl>
      <p className="text-sm text-ink-muted">{bookingConfirmationCopy.codeHint}</p>
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-bold text-ink">{bookingConfirmationCopy.next}</h3>
        <ol className="flex list-decimal flex-col gap-2 ps-6 leading-relaxed text-ink marker:font-bold marker:text-brand-700">
          {receipt.next_steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap gap-4">
        <Link href={homeHref}>{bookingConfirmationCopy.home}</Link>
        <Link href={servicesHref}>{bookingConfirmationCopy.services}</Link>
      </div>
    </section>
  );
}
