import {
  adminPaths,
  suggestionListAnswerSchema,
  type ExportFormat,
  type SuggestionListItem,
} from '@laqta/contract';
import { SuggestionsScreen, type SuggestionFilter } from '@laqta/ui';
import { apiPathOf } from '../../../api/client';
import { useMay } from '../../../auth/useAdminPermission';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';
import { useBulkRun } from '../../../lists/useBulkRun';
import { useExportDownload } from '../../../lists/useExportDownload';

const labelOf = (row: SuggestionListItem) => row.name;

/** `/admin/suggestion`: what visitors sent (state in the URL), bulk mark read / archive, export. */
export default function SuggestionsRoute() {
  const route = useAdminListRoute<SuggestionListItem, SuggestionFilter>(
    adminPaths.api.suggestions,
    {
      filters: ['status', 'source'],
      detailPage: adminPaths.pages.suggestion,
      answer: suggestionListAnswerSchema,
    },
  );
  const may = useMay()('suggestions');
  const { page: _page, per_page: _perPage, ...exportQuery } = route.query;
  const exporter = useExportDownload<ExportFormat>(
    apiPathOf(adminPaths.api.suggestionsExport),
    exportQuery,
  );
  const runBulk = useBulkRun({
    bulkPath: adminPaths.api.suggestionsBulk,
    listPath: adminPaths.api.suggestions,
    query: route.query,
    rows: route.answer.data?.data,
    labelOf,
    exporter,
  });
  return (
    <SuggestionsScreen
      {...route.screen}
      onBulkRun={may ? runBulk : undefined}
      onExport={(format) => void exporter.start(format)}
      exporting={exporter.progress}
      exportError={exporter.error}
    />
  );
}
