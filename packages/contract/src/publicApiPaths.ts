// Plain values, no schema: the catalogue pages build their requests from these in the browser,
// and catalog.ts builds zod schemas at load (see serviceCategories.ts for why that matters).

/**
 * The public catalogue (issue 20): what a visitor browses before booking — the active services
 * and the approved photographers with their visible reviews. No token: everything under
 * `/api/public` is open (the admin guard only covers `/api/admin`).
 */
export const publicApiPaths = {
  /** `GET`: the active services, in display order; `?category=`. */
  services: '/api/public/services',
  /** `GET`: approved photographers, a page at a time; `?city=&specialty=&page=&per_page=`. */
  photographers: '/api/public/photographers',
  /** `GET`: one approved photographer with bio and visible reviews (404 otherwise). */
  photographer: '/api/public/photographers/:id',
  /** `POST`: a booking request (booking.ts). */
  bookings: '/api/public/bookings',
} as const;

/** The public settings, open to everyone too (settings.ts `publicSettingsAnswerSchema` for both). */
export const publicSettingsPaths = {
  /** `GET`: the settings every page needs (footer, contacts, videos), but the legal and about texts. */
  everyPage: '/api/settings/public',
  /** `GET`: the about page's texts and video, which `everyPage` leaves out. */
  about: '/api/settings/about',
} as const;
