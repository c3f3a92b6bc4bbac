export {
  CustomersScreen,
  customersCopy,
  customerStatusTone,
  formatBytes,
  type CustomerFilter,
  type CustomersScreenProps,
  type ExportProgress,
} from './CustomersScreen';
