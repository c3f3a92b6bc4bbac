export { DatePicker, type DatePickerProps } from './DatePicker';
export { datePickerCopy } from './copy';
