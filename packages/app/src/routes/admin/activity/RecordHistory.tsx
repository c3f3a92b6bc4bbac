import { HistoryTimeline } from '@laqta/ui';
import { historyHref } from './historyHref';
import { useRecordHistory } from './useRecordHistory';

/**
 * A record's history under its detail view (one element in each detail route):
 * `<RecordHistory entityType="service" entityId={route.id} />`.
 */
export function RecordHistory({ entityType, entityId }: { entityType: string; entityId: string }) {
  const history = useRecordHistory(entityType, entityId);
  return (
    <div className="mt-6">
      <HistoryTimeline
        entityType={entityType}
        {...history}
        allHref={historyHref({ entity_type: entityType, entity_id: entityId })}
      />
    </div>
  );
}
