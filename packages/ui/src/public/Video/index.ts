export * from './Video';
export { youtubeIdOf } from './youtube';
