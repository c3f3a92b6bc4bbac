export * from './PhotographerProfile';
