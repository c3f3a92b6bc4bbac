export { CustomerDetail, customerDetailCopy } from './CustomerDetail';
