export * from './Testimonials';
