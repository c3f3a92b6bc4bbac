export {
  PhotographersScreen,
  photographersCopy,
  photographerStatusTone,
  type PhotographerFilters,
  type PhotographersScreenProps,
} from './PhotographersScreen';
