export { HistoryTimeline, historyTimelineCopy, type HistoryTimelineProps } from './HistoryTimeline';
export {
  describeChanges,
  describeValue,
  type FieldChange,
  type ShownValue,
} from './describeChange';
export { fieldLabelOf } from './fieldLabels';
export { actorOf, actorCopy } from './actorName';
