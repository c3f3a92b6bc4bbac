export { OrdersScreen, ordersCopy, type OrderFilter, type OrdersScreenProps } from './OrdersScreen';
