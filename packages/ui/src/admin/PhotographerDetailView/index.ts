export { PhotographerDetailView, photographerDetailCopy } from './PhotographerDetailView';
