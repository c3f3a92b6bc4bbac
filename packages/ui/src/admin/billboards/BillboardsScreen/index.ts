export * from './BillboardsScreen';
