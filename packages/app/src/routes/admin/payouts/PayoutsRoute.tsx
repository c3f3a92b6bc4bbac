import { DEFAULT_CURRENCY, adminPaths, fillPath, payoutQueueAnswerSchema } from '@laqta/contract';
import { PayoutQueueScreen, type PayoutFilter, type PayoutRow } from '@laqta/ui';
import type { z } from 'zod';
import { useListOptions } from '../../../api/listOptions';
import { usePayPayouts } from '../../../api/payouts';
import { useMay } from '../../../auth/useAdminPermission';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';

/** The queue's answer, checked; its rows are orders (`order_id`), and the list keys rows by `id`. */
const queueAnswerSchema = payoutQueueAnswerSchema.transform((answer) => ({
  ...answer,
  data: answer.data.map((row): PayoutRow => ({ ...row, id: row.order_id })),
}));
type QueueAnswer = z.output<typeof queueAnswerSchema>;

/**
 * /admin/payouts: completed orders waiting for their photographer's payout (every role reads it;
 * paying needs `money`). Rows are keyed by their order, and lead to it.
 */
export default function PayoutsRoute() {
  const route = useAdminListRoute<PayoutRow, PayoutFilter, QueueAnswer>(adminPaths.api.payouts, {
    answer: queueAnswerSchema,
    filters: ['photographer_id'],
    linkTo: (row) => fillPath(adminPaths.pages.order, { id: row.order_id }),
  });
  const answer = route.answer.data;
  const options = useListOptions();
  const may = useMay();
  const pay = usePayPayouts();
  return (
    <PayoutQueueScreen
      {...route.screen}
      currency={answer?.currency ?? DEFAULT_CURRENCY}
      commissionRate={answer?.commission_rate}
      totals={answer?.totals}
      photographers={options.photographers.map((p) => ({ value: String(p.id), label: p.name }))}
      mayPay={may('money')}
      onPay={pay}
    />
  );
}
