export { OrderActionBar, type OrderActionBarProps } from './OrderActionBar';
export { orderActionCopy } from './copy';
export { type AssignPickerProps } from './AssignDialog';
export {
  availableOrderActions,
  orderActions,
  type OrderAction,
  type OrderActionFailure,
  type OrderActionPermissions,
  type OrderActionRequest,
  transitionOfAction,
  type TransitionAction,
} from './orderActions';
export { halalasOfRiyals } from './riyals';
