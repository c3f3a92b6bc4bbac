export {
  ListExportButtons,
  listExportCopy,
  ListExportError,
  type ListExportButtonsProps,
  type ListExportProgress,
} from './ListExport';
