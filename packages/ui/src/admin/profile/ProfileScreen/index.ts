export * from './ProfileScreen';
