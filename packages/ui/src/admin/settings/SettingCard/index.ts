export * from './SettingCard';
