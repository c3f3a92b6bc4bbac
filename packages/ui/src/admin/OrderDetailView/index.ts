export { OrderDetailView, orderDetailCopy } from './OrderDetailView';
