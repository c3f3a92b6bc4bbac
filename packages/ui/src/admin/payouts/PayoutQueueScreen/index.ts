export {
  PayoutQueueScreen,
  type PayOutcome,
  type PayoutFilter,
  type PayoutQueueScreenProps,
  type PayoutRow,
} from './PayoutQueueScreen';
export { payoutQueueCopy } from './copy';
