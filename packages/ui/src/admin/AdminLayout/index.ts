export * from './AdminLayout';
