export * from './Workflow';
