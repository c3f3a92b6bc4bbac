export { OrderDetail, orderDetailCopy } from './OrderDetail';
