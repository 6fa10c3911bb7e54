import { usePageMeta } from "../../lib/page-meta";
import { LegalPageView } from "./LegalPageView";
import { TERMS_OF_SERVICE } from "./terms-content";

export function TermsPage() {
  usePageMeta("/terms");
  return <LegalPageView document={TERMS_OF_SERVICE} />;
}
