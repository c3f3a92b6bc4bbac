export * from './auth.js';
export * from './public.js';
export * from './settings.js';
