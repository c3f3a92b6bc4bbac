// Public surface of @laqta/ui: one export line per component folder (add yours, touch no other line).
export * from './providers/UiProvider';
export * from './navigation/Link';
export * from './primitives/Alert';
export * from './primitives/Button';
export * from './primitives/Card';
export * from './primitives/EmptyState';
export * from './primitives/FormField';
export * from './primitives/PageTitle';
export * from './primitives/PasswordField';
export * from './primitives/Spinner';
export * from './primitives/TextArea';
export * from './primitives/TextField';
export * from './primitives/Toast';
