export { ConfirmDialog, confirmDialogCopy, type ConfirmDialogProps } from './ConfirmDialog';
