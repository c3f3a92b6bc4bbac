export * from './FaqAccordion';
export * from './faqs';
