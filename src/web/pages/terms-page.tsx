import { termsOfService } from '../../../content/legal/terms';
import { LegalPage } from './legal-page';

export default function TermsPage() {
  return (
    <LegalPage
      document={termsOfService}
      path="/terms"
      description="The terms for using TrueTune: the Soulprint assessment, the Xero guide, subscriptions, refunds and your rights."
    />
  );
}
