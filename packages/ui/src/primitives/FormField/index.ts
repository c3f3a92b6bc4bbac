export { FormField, type FieldControlProps, type FormFieldProps } from './FormField';
