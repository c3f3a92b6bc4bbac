import { LegalDocumentPage } from './LegalDocumentPage';

export default function TermsRoute() {
  return (
    <LegalDocumentPage
      setting="terms_and_conditions"
      documentName="الشروط والأحكام"
      meta={{
        title: 'الشروط والأحكام',
        description:
          'شروط استخدام لقطة: الأهلية، والحجز والدفع، والإلغاء والاسترداد، وتسليم الصور وحقوقها.',
      }}
    />
  );
}
