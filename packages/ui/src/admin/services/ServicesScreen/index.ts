export * from './ServicesScreen';
