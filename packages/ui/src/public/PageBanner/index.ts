export * from './PageBanner';
