export {
  RecordFormCard,
  RecordFormFrame,
  recordFormCopy,
  type RecordFormCardProps,
  type RecordFormError,
  type RecordFormFrameProps,
  type RecordFormProps,
} from './RecordFormFrame';
export { usePickedFile, useRecordForm } from './useRecordFormState';
