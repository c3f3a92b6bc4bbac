export { StatusPill, statusTones, type StatusPillProps, type StatusTone } from './StatusPill';
