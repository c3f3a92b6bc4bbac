export * from './BillboardDetail';
