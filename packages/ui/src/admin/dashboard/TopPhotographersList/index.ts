export {
  TopPhotographersList,
  topPhotographersCopy,
  type TopPhotographersListProps,
} from './TopPhotographersList';
