export * from './LandingPage';
