import type { Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';

export const suggestionSources = ['contact_form', 'app'] as const;
export type SuggestionSource = (typeof suggestionSources)[number];

export const suggestionStatuses = ['new', 'read', 'archived'] as const;
export type SuggestionStatus = (typeof suggestionStatuses)[number];

/** Messages from visitors (the contact form) and, later, from the mobile app. */
export interface SuggestionsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  source: SuggestionSource;
  status: SuggestionStatus;
  /** The name, message and phone as searches compare them, kept by the database (migration 0009). */
  name_search: GeneratedAlways<string>;
  message_search: GeneratedAlways<string>;
  phone_search: GeneratedAlways<string>;
  created_at: string;
  updated_at: string;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  /** Unsubscribed by an admin (migration 0030); subscribing again clears it. */
  unsubscribed_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface PublicTables {
  suggestions: SuggestionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
}

export type SuggestionRow = Selectable<SuggestionsTable>;
export type NewSuggestionRow = Insertable<SuggestionsTable>;
