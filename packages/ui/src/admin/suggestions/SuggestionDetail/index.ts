export * from './SuggestionDetail';
