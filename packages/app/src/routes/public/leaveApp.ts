/**
 * Leaves the single-page app for a static page served beside it (`/post1.html`): a full page load,
 * since the router would treat the path as one of its own (and send it to /landing).
 */
export function leaveAppFor(href: string): null {
  window.location.replace(href);
  return null;
}
