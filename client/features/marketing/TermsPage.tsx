import { BUSINESS } from "../../../server/shared/business";
import { usePageMeta } from "../../lib/page-meta";
import { LegalPageView } from "./LegalPageView";
import { TERMS_OF_SERVICE } from "./terms-content";

export function TermsPage() {
  usePageMeta({
    title: "Terms of Service",
    description: `The terms for using the ${BUSINESS.name} website, your client account and online appointment requests.`,
  });
  return <LegalPageView document={TERMS_OF_SERVICE} />;
}
