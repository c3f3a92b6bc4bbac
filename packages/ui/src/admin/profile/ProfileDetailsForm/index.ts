export * from './ProfileDetailsForm';
