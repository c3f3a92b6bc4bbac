export {
  TopIncomePhotographerCard,
  topIncomeCopy,
  type TopIncomePhotographerCardProps,
} from './TopIncomePhotographerCard';
