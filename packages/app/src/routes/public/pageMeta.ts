import type { PageMeta } from './usePageMeta';

/**
 * Every public page's title and description: set in the browser (usePageMeta), and written into
 * the HTML the API renders for the page (prerender/renderPage.tsx), so crawlers and link
 * previews read them before any JavaScript.
 */
export const publicPageMeta = {
  '/landing': {
    title: 'احجز مصورك المحترف',
    description:
      'لقطة منصة عربية لحجز المصورين المحترفين للأعراس والتخرج والجلسات العائلية والشخصية وتصوير المواليد، بحجز مرن للوقت والمكان ودعم على مدار الساعة.',
  },
  '/about-us': {
    title: 'من نحن',
    description:
      'تعرّف على لقطة: من نحن، وما يميزنا، وكيف نختار المصورين ونرافقك من الحجز حتى تسليم الصور.',
  },
  '/privacy-policy': {
    title: 'سياسة الخصوصية',
    description:
      'كيف تجمع لقطة بياناتك وتستخدمها وتحميها، وما حقوقك عليها عند حجز مصور عبر المنصة.',
  },
  '/terms': {
    title: 'الشروط والأحكام',
    description:
      'شروط استخدام لقطة: الأهلية، والحجز والدفع، والإلغاء والاسترداد، وتسليم الصور وحقوقها.',
  },
  '/faq': {
    title: 'الأسئلة الشائعة',
    description:
      'إجابات عن حجز المصور في لقطة، وطرق الدفع، والإلغاء والاسترداد، وموعد تسليم الصور.',
  },
  '/contact': {
    title: 'تواصل معنا',
    description:
      'راسل فريق لقطة لأي استفسار عن الحجز أو الدفع أو الصور، ونرد عليك خلال يوم عمل واحد.',
  },
  '/services': {
    title: 'خدمات التصوير',
    description:
      'خدمات تصوير الأعراس والتخرج والجلسات العائلية والشخصية والمواليد في لقطة، بأسعار تبدأ من مبلغ واضح ومدة محددة لكل جلسة.',
  },
  '/photographers': {
    title: 'المصورون المعتمدون',
    description:
      'تصفح مصوري لقطة المعتمدين حسب المدينة والتخصص، واطلع على تقييمات العملاء وأسعار البداية قبل أن تحجز.',
  },
  // The profile's own title and description come from the photographer (catalogPages.ts).
  '/photographers/:id': {
    title: 'ملف المصور',
    description: 'نبذة المصور في لقطة، وتخصصاته، وآراء عملائه، وطريقة الحجز معه.',
  },
  '/book': {
    title: 'احجز جلستك',
    description:
      'اطلب جلسة تصوير في لقطة: اختر الخدمة والموعد والمكان، ونؤكد معك الحجز ونرشح لك مصورًا معتمدًا خلال يوم عمل واحد.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPagePath = keyof typeof publicPageMeta | '/';

/**
 * The public pages the server renders as HTML at these exact paths (`/` is the landing page too);
 * a page whose path has a parameter (`/photographers/:id`) is found by catalogPageTargetOf.
 */
export const publicPagePaths: readonly PublicPagePath[] = (
  ['/', ...Object.keys(publicPageMeta)] as PublicPagePath[]
).filter((path) => !path.includes(':'));

/**
 * The address search engines and link previews should know a page by: `/` is the landing page,
 * so it names /landing (one canonical URL, not two copies of the same page).
 */
export function canonicalPathOf(path: string): string {
  return path === '/' ? '/landing' : path;
}

/** A public page's meta; `/` is the landing page. */
export function metaOf(path: PublicPagePath): PageMeta {
  return publicPageMeta[path === '/' ? '/landing' : path];
}
