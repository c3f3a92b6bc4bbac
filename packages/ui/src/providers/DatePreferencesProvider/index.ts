export {
  DatePreferencesProvider,
  useDateSettings,
  type DatePreferencesProviderProps,
  type DateSettings,
} from './DatePreferencesProvider';
