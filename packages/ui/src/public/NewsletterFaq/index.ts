export * from './NewsletterFaq';
