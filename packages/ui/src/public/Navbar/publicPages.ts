/** A link to a public page: label and path. */
export interface PublicPageLink {
  href: string;
  label: string;
}

/** The public pages, in menu order (navbar and footer). */
export const publicPageLinks: readonly PublicPageLink[] = [
  { href: '/landing', label: 'الرئيسية' },
  { href: '/about-us', label: 'من نحن' },
  { href: '/faq', label: 'الأسئلة الشائعة' },
  { href: '/contact', label: 'تواصل معنا' },
  { href: '/privacy-policy', label: 'سياسة الخصوصية' },
  { href: '/terms', label: 'الشروط والأحكام' },
];

/** The two static articles (plain HTML pages served beside the app). */
export const articleLinks: readonly PublicPageLink[] = [
  { href: '/post1', label: 'كيف تستعد لجلسة التصوير' },
  { href: '/post2', label: 'اختيار المصور المناسب لمناسبتك' },
];

/** Whether `href` is the page at `currentPath` (`/` and `/landing` are the same page). */
export function isCurrentPage(href: string, currentPath: string | undefined): boolean {
  if (!currentPath) return false;
  const normalise = (path: string) => (path === '/' ? '/landing' : path.replace(/\/+$/, ''));
  return normalise(href) === normalise(currentPath);
}
