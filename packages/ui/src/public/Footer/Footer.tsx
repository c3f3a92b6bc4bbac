import { Mail, Phone } from 'lucide-react';
import { Link } from '../../navigation/Link';
import { Logo } from '../Logo';
import { articleLinks, publicPageLinks } from '../Navbar/publicPages';
import { SocialLinks, type SocialAccounts } from '../SocialLinks';
import { useCurrentYear } from './useCurrentYear';

export interface FooterProps {
  /** From the public settings `contact_email` and `contact_phone`; missing ones are not shown. */
  contactEmail?: string;
  contactPhone?: string;
  social?: SocialAccounts;
  /** The copyright year (defaults to this year, once the browser has it). */
  year?: number;
}

const headingClass = 'mb-3 text-base font-bold text-white';
const linkClass = 'text-sand-200 underline-offset-4 hover:text-white hover:underline';

/** The public site's footer: about line, links to every page, contact details and social accounts. */
export function Footer({ contactEmail, contactPhone, social = {}, year }: FooterProps) {
  const currentYear = useCurrentYear();
  const copyrightYear = year ?? currentYear;
  return (
    <footer className="bg-sand-900 text-sand-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Link
            href="/landing"
            aria-label="لقطة — الصفحة الرئيسية"
            className="self-start rounded-control"
          >
            <Logo tone="light" />
          </Link>
          <p className="text-sm leading-relaxed">
            منصة لحجز المصورين المحترفين للأعراس والتخرج والجلسات العائلية والشخصية وتصوير المواليد.
          </p>
        </div>
        <nav aria-label="صفحات الموقع">
          <h2 className={headingClass}>روابط</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {publicPageLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="مقالات">
          <h2 className={headingClass}>مقالات</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {articleLinks.map((link) => (
              <li key={link.href}>
                {/* Static pages outside the app: a plain anchor, not the router's link. */}
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>تواصل معنا</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {contactEmail && (
              <li className="flex items-center gap-2">
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <a href={`mailto:${contactEmail}`} className={linkClass} dir="ltr">
                  {contactEmail}
                </a>
              </li>
            )}
            {contactPhone && (
              <li className="flex items-center gap-2">
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                <a href={`tel:${contactPhone.replace(/\s+/g, '')}`} className={linkClass} dir="ltr">
                  {contactPhone}
                </a>
              </li>
            )}
          </ul>
          <SocialLinks accounts={social} tone="light" className="mt-4" />
        </div>
      </div>
      <div className="border-t border-sand-700">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm sm:px-6">
          ©{copyrightYear ? ` ${copyrightYear}` : ''} لقطة. جميع الحقوق محفوظة.
        </p>
      </div>
    </footer>
  );
}
