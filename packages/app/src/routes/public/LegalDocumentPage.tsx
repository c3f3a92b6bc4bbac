import type { SettingName } from '@laqta/contract';
import { LegalText, PageBanner } from '@laqta/ui';
import { useSettingText } from '../../api/publicSettings';
import { usePageMeta, type PageMeta } from './usePageMeta';

export interface LegalDocumentPageProps {
  setting: SettingName;
  /** The banner title and the name used in loading and error messages. */
  documentName: string;
  meta: PageMeta;
}

/** A page whose text an admin edits in the settings (privacy policy, terms), loaded when it opens. */
export function LegalDocumentPage({ setting, documentName, meta }: LegalDocumentPageProps) {
  usePageMeta(meta);
  const text = useSettingText(setting);
  return (
    <>
      <PageBanner title={documentName} />
      <LegalText
        documentName={documentName}
        text={text.data}
        loading={text.loading}
        error={text.error}
        onRetry={text.retry}
      />
    </>
  );
}
