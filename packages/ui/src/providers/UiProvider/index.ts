export { UiProvider, type Direction, type UiProviderProps } from './UiProvider';
