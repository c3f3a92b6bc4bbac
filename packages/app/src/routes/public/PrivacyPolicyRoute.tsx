import { LegalDocumentPage } from './LegalDocumentPage';
import { publicPageMeta } from './pageMeta';

export default function PrivacyPolicyRoute() {
  return (
    <LegalDocumentPage
      setting="privacy_policy"
      documentName="سياسة الخصوصية"
      meta={publicPageMeta['/privacy-policy']}
    />
  );
}
