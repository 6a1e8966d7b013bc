import { privacyPolicy } from '../../../content/legal/privacy';
import { LegalPage } from './legal-page';

export default function PrivacyPage() {
  return (
    <LegalPage
      document={privacyPolicy}
      path="/privacy"
      description="How TrueTune collects, protects and deletes your data, including your sensitive assessment results."
    />
  );
}
