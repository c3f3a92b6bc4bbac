export * from './Features';
