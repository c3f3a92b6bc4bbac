import { profileMessages } from '@laqta/contract';
import Bowser from 'bowser';

/**
 * A session's device in Arabic, from the user agent it signed in with: "Chrome على Windows",
 * "Safari على iOS", or the browser or the system alone when only one is known. Bowser (MIT) reads
 * the user agent; its names stay Latin, as the products write them.
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent?.trim()) return profileMessages.unknownDevice;
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = browser.name?.trim();
  const systemName = os.name?.trim();
  if (browserName && systemName) return `${browserName} على ${systemName}`;
  return browserName || systemName || profileMessages.unknownDevice;
}
