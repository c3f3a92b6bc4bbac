export * from './OneTimePasswordDialog';
