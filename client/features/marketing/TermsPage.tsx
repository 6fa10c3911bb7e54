import { useBusiness } from "../../lib/business";
import { usePageMeta } from "../../lib/page-meta";
import { LegalPageView } from "./LegalPageView";
import { termsOfService } from "./terms-content";

export function TermsPage() {
  usePageMeta("/terms");
  const business = useBusiness();
  return <LegalPageView document={termsOfService(business)} />;
}
