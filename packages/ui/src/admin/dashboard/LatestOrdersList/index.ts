export {
  LatestOrdersList,
  latestOrdersCopy,
  ORDERS_PATH,
  type LatestOrdersListProps,
} from './LatestOrdersList';
