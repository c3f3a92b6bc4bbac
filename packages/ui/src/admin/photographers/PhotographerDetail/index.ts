export { PhotographerDetail, photographerDetailCopy } from './PhotographerDetail';
