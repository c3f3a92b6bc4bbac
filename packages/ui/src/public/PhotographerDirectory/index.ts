export * from './PhotographerDirectory';
