import {
  transactionMethodLabels,
  transactionStatusLabels,
  transactionTypeLabels,
  type TransactionDetail as TransactionDetailRecord,
} from '@laqta/contract';
import type { ReactNode } from 'react';
import { DateText } from '../../../primitives/DateText/DateText';
import { formatMoney } from '../../../format/money';
import { Link } from '../../../navigation/Link';
import { DetailView, type DetailScreenProps, type RecordHref } from '../../DetailView';
import { StatusPill } from '../../StatusPill';
import { transactionStatusTone, transactionsCopy } from '../TransactionsScreen';

export const transactionDetailCopy = {
  back: 'العودة إلى المعاملات',
  title: (reference: string) => `المعاملة ${reference}`,
  customer: 'العميل',
  orderPrice: 'سعر الطلب',
  commission: 'عمولة المنصة',
  bankReference: 'مرجع التحويل البنكي',
} as const;

export interface TransactionDetailProps extends DetailScreenProps<TransactionDetailRecord> {
  orderHref: RecordHref;
  /** Settling a pending transaction (TransactionSettleActions), for admins who move money. */
  actions?: ReactNode;
}

/** A transaction with its order. */
export function TransactionDetail({
  data,
  backHref,
  orderHref,
  actions,
  ...state
}: TransactionDetailProps) {
  const t = data?.transaction;
  return (
    <DetailView
      {...state}
      back={{ href: backHref, label: transactionDetailCopy.back }}
      title={t && <span dir="ltr">{transactionDetailCopy.title(t.reference)}</span>}
      badge={
        t && (
          <>
            <StatusPill
              label={transactionStatusLabels[t.status]}
              tone={transactionStatusTone[t.status]}
            />
            {actions && <div className="w-full md:ms-auto md:w-auto">{actions}</div>}
          </>
        )
      }
      fields={
        t && data
          ? [
              { label: transactionsCopy.type, value: transactionTypeLabels[t.type] },
              { label: transactionsCopy.method, value: transactionMethodLabels[t.method] },
              ...(t.bank_reference
                ? [
                    {
                      label: transactionDetailCopy.bankReference,
                      value: t.bank_reference,
                      ltr: true,
                    },
                  ]
                : []),
              { label: transactionsCopy.amount, value: formatMoney(t.amount, data.currency) },
              ...(t.type === 'payout'
                ? [
                    {
                      label: transactionDetailCopy.commission,
                      value: formatMoney(t.commission_amount, data.currency),
                    },
                  ]
                : []),
              {
                label: transactionsCopy.order,
                value: (
                  <Link href={orderHref(t.order)}>
                    <span dir="ltr">{t.order.code}</span>
                  </Link>
                ),
              },
              { label: transactionDetailCopy.customer, value: t.order.customer_name },
              {
                label: transactionDetailCopy.orderPrice,
                value: formatMoney(t.order.price, data.currency),
              },
              {
                label: transactionsCopy.date,
                value: <DateText value={t.created_at} withTime bothCalendars />,
              },
            ]
          : []
      }
    />
  );
}
