export {
  PhotographerPicker,
  photographerPickerCopy,
  type PhotographerPickerProps,
} from './PhotographerPicker';
