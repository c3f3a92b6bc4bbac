export * from './AddMemberDialog';
