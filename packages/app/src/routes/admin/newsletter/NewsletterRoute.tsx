import {
  adminPaths,
  fillPath,
  newsletterListAnswerSchema,
  newsletterSubscriberAnswerSchema,
  type ExportFormat,
  type NewsletterSubscriber,
} from '@laqta/contract';
import { NewsletterScreen, type NewsletterFilter } from '@laqta/ui';
import { useQueryClient } from '@tanstack/react-query';
import { apiPathOf, checkedAnswer } from '../../../api/client';
import { postForAnswer } from '../../../api/rawPost';
import { recordActionError } from '../../../api/recordActionError';
import { useMay } from '../../../auth/useAdminPermission';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';
import { useBulkRun } from '../../../lists/useBulkRun';
import { useExportDownload } from '../../../lists/useExportDownload';

const LIST_PATH = apiPathOf(adminPaths.api.newsletterSubscribers);
const labelOf = (row: NewsletterSubscriber) => row.email;

/** `/admin/newsletter`: the newsletter's subscribers (state in the URL), export, unsubscribe. */
export default function NewsletterRoute() {
  const route = useAdminListRoute<NewsletterSubscriber, NewsletterFilter>(
    adminPaths.api.newsletterSubscribers,
    // No page of their own: an address leads to a new e-mail to it.
    {
      filters: ['status', 'from', 'to'],
      answer: newsletterListAnswerSchema,
      linkTo: (row) => `mailto:${row.email}`,
    },
  );
  const queryClient = useQueryClient();
  const content = useMay()('content');
  const { page: _page, per_page: _perPage, ...exportQuery } = route.query;
  const exporter = useExportDownload<ExportFormat>(
    apiPathOf(adminPaths.api.newsletterSubscribersExport),
    exportQuery,
  );
  const runBulk = useBulkRun({
    bulkPath: adminPaths.api.newsletterSubscribersBulk,
    listPath: adminPaths.api.newsletterSubscribers,
    query: route.query,
    rows: route.answer.data?.data,
    labelOf,
    exporter,
  });
  const unsubscribe = async (subscriber: NewsletterSubscriber) => {
    const path = apiPathOf(
      fillPath(adminPaths.api.newsletterSubscriberUnsubscribe, { id: subscriber.id }),
    );
    const { status, payload } = await postForAnswer(path, { updated_at: subscriber.updated_at });
    void queryClient.invalidateQueries({ queryKey: ['list', LIST_PATH] });
    if (status < 200 || status >= 300) throw recordActionError(status, payload);
    checkedAnswer(newsletterSubscriberAnswerSchema, payload, path);
  };
  return (
    <NewsletterScreen
      {...route.screen}
      rangeError={route.answer.error?.errors.to?.[0] ?? route.answer.error?.errors.from?.[0]}
      onUnsubscribe={content ? unsubscribe : undefined}
      onBulkRun={content ? runBulk : undefined}
      onExport={(format) => void exporter.start(format)}
      exporting={exporter.progress}
      exportError={exporter.error}
    />
  );
}
