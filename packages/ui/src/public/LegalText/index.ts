export * from './LegalText';
