import { usePageMeta } from "../../lib/page-meta";
import { LegalPage } from "./LegalPageView";
import { TERMS_OF_SERVICE } from "./terms-content";

export function TermsPage() {
  usePageMeta("/terms");
  return <LegalPage page="terms" template={TERMS_OF_SERVICE} />;
}
