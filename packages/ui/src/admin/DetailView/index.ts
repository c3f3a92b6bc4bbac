export {
  DetailView,
  RelatedTable,
  detailViewCopy,
  type DetailField,
  type DetailState,
  type DetailViewProps,
  type RelatedColumn,
  type RelatedTableProps,
} from './DetailView';
