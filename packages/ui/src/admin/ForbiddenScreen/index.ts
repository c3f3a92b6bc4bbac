export * from './ForbiddenScreen';
