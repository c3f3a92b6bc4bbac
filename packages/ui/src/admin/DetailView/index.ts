export {
  DetailView,
  RelatedTable,
  detailViewCopy,
  type DetailField,
  type DetailViewProps,
  type RelatedColumn,
  type RelatedTableProps,
} from './DetailView';
