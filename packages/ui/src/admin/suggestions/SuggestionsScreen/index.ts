export * from './SuggestionsScreen';
