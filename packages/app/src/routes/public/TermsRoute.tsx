import { LegalDocumentPage } from './LegalDocumentPage';
import { publicPageMeta } from './pageMeta';

export default function TermsRoute() {
  return (
    <LegalDocumentPage
      setting="terms_and_conditions"
      documentName="الشروط والأحكام"
      meta={publicPageMeta['/terms']}
    />
  );
}
