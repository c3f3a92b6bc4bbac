export { CustomerDetailView, customerDetailCopy, type DetailState } from './CustomerDetailView';
