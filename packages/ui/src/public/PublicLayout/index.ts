export * from './PublicLayout';
