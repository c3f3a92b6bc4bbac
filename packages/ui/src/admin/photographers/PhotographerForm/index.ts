export {
  PhotographerForm,
  photographerFormCopy,
  type PhotographerFormError,
  type PhotographerFormProps,
} from './PhotographerForm';
