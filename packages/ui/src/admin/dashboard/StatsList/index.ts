export { StatsList, statsListCopy, type StatsListProps } from './StatsList';
