export * from './ServiceForm';
export { imagePickerCopy } from './ImagePicker';
