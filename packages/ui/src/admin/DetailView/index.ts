export {
  DetailView,
  detailViewCopy,
  type DetailField,
  type DetailScreenProps,
  type DetailState,
  type DetailViewProps,
  type RecordHref,
} from './DetailView';
export { RelatedTable, type RelatedColumn, type RelatedTableProps } from './RelatedTable';
