export * from './public.js';
export * from './settings.js';
