export {
  PhotographersScreen,
  photographersCopy,
  photographerStatusTone,
  type PhotographerFilter,
  type PhotographersScreenProps,
} from './PhotographersScreen';
