export * from './ContactForm';
export * from './submissionFailure';
