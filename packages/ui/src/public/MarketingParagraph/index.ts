export * from './MarketingParagraph';
