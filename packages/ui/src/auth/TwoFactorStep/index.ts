export * from './TwoFactorStep';
