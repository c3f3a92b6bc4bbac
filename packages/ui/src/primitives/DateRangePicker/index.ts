export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { rangePresets, type DayRange, type RangePreset } from './presets';
