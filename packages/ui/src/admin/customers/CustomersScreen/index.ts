export {
  CustomersScreen,
  customersCopy,
  customerStatusTone,
  formatBytes,
  type CustomerFilters,
  type CustomersScreenProps,
  type ExportProgress,
} from './CustomersScreen';
