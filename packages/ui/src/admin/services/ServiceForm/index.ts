export * from './ServiceForm';
export { imagePickerCopy } from './ImagePicker';
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
