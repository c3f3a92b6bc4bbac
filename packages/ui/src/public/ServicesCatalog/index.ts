export * from './ServicesCatalog';
