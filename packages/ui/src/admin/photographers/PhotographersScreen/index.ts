export {
  PhotographersScreen,
  photographersCopy,
  photographerBulkActionsUi,
  photographerStatusTone,
  type PhotographerFilter,
  type PhotographersScreenProps,
} from './PhotographersScreen';
