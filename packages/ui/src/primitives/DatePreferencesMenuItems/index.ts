export { DatePreferencesMenuItems, datePreferencesCopy } from './DatePreferencesMenuItems';
