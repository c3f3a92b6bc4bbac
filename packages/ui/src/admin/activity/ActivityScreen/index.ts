export {
  ActivityScreen,
  activityScreenCopy,
  type ActivityFilter,
  type ActivityScreenProps,
} from './ActivityScreen';
export { entityNameOf } from './entityName';
