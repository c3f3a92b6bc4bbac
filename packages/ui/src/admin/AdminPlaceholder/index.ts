export * from './AdminPlaceholder';
