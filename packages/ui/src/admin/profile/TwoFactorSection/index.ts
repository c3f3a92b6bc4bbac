export * from './TwoFactorSection';
