export * from './AboutEditor';
