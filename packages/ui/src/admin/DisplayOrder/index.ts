export {
  DisplayOrder,
  displayOrderCopy,
  type DisplayOrderItem,
  type DisplayOrderProps,
} from './DisplayOrder';
