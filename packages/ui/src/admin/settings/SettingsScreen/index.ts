export * from './SettingsScreen';
export * from './pendingEdits';
