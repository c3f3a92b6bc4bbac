import { LegalDocumentPage } from './LegalDocumentPage';

export default function PrivacyPolicyRoute() {
  return (
    <LegalDocumentPage
      setting="privacy_policy"
      documentName="سياسة الخصوصية"
      meta={{
        title: 'سياسة الخصوصية',
        description:
          'كيف تجمع لقطة بياناتك وتستخدمها وتحميها، وما حقوقك عليها عند حجز مصور عبر المنصة.',
      }}
    />
  );
}
