export {
  CustomersScreen,
  customersCopy,
  customerBulkActionsUi,
  customerStatusTone,
  formatBytes,
  type CustomerFilter,
  type CustomersScreenProps,
  type ExportProgress,
} from './CustomersScreen';
