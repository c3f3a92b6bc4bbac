export * from './NewsletterScreen';
