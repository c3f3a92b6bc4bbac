export {
  BillboardForm,
  billboardFormCopy,
  type BillboardFormError,
  type BillboardFormProps,
} from './BillboardForm';
