import {
  DEFAULT_CURRENCY,
  adminPaths,
  fillPath,
  type PayoutQueueAnswer,
  type PayoutQueueItem,
} from '@laqta/contract';
import { PayoutQueueScreen, type PayoutFilter, type PayoutRow } from '@laqta/ui';
import { useMemo } from 'react';
import { useListOptions } from '../../../api/listOptions';
import { usePayPayouts } from '../../../api/payouts';
import { useMay } from '../../../auth/useAdminPermission';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';

type QueueAnswer = Omit<PayoutQueueAnswer, 'data'> & { data: PayoutRow[] };

/**
 * /admin/payouts: completed orders waiting for their photographer's payout (every role reads it;
 * paying needs `money`). Rows are keyed by their order, and lead to it.
 */
export default function PayoutsRoute() {
  const route = useAdminListRoute<PayoutRow, PayoutFilter, QueueAnswer>(adminPaths.api.payouts, {
    filters: ['photographer_id'],
    linkTo: (row) => fillPath(adminPaths.pages.order, { id: row.order_id }),
  });
  const answer = route.answer.data;
  // The API's rows are orders (`order_id`); the list keys rows by `id`.
  const served = answer?.data as PayoutQueueItem[] | undefined;
  const rows = useMemo(() => served?.map((row) => ({ ...row, id: row.order_id })), [served]);
  const options = useListOptions();
  const may = useMay();
  const pay = usePayPayouts();
  return (
    <PayoutQueueScreen
      {...route.screen}
      list={{ ...route.screen.list, rows }}
      currency={answer?.currency ?? DEFAULT_CURRENCY}
      commissionRate={answer?.commission_rate}
      totals={answer?.totals}
      photographers={options.photographers.map((p) => ({ value: String(p.id), label: p.name }))}
      mayPay={may('money')}
      onPay={pay}
    />
  );
}
