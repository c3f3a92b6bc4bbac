export * from './NewsletterForm';
