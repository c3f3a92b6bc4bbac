import { fillPath } from '@laqta/contract';
/** Sample admins for the back-office stories (no real people; the portrait is drawn here in SVG). */
const portrait = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#f3cfb4"/><circle cx="40" cy="31" r="15" fill="#8e3f1e"/><path d="M12 80c3-18 14-27 28-27s25 9 28 27z" fill="#b05225"/></svg>`;

export const samplePortraitUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(portrait)}`;

export const sampleAdmin = { name: 'سارة العتيبي', email: 'sara@laqta.sa', avatar_url: null };

export const sampleAdminWithPortrait = { ...sampleAdmin, avatar_url: samplePortraitUrl };

export const sampleAdminLongName = {
  name: 'عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف القحطاني',
  email: 'abdulrahman.alqahtani.operations@laqta-platform.sa',
  avatar_url: null,
};

/** A story's link to a record's page, as the app gives its screens: `recordHref(adminPaths.pages.order)`. */
export const recordHref =
  (page: `${string}/:id`) =>
  (record: { id: number }): string =>
    fillPath(page, { id: record.id });
