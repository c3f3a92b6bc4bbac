export * from './AboutPage';
export * from './aboutContent';
