export * from './FeatureCard';
