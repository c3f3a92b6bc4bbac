export * from './SessionsList';
