export * from './PhotographerDetail';
