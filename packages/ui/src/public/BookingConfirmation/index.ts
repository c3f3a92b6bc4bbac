export * from './BookingConfirmation';
