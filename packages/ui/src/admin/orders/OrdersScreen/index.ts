export {
  OrdersScreen,
  ordersCopy,
  type OrderFilters,
  type OrdersScreenProps,
} from './OrdersScreen';
