export {
  CustomerForm,
  customerFormCopy,
  type CustomerFormError,
  type CustomerFormOutput,
  type CustomerFormProps,
} from './CustomerForm';
