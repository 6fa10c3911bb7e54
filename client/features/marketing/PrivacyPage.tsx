import { useBusiness } from "../../lib/business";
import { usePageMeta } from "../../lib/page-meta";
import { LegalPageView } from "./LegalPageView";
import { privacyPolicy } from "./privacy-content";

export function PrivacyPage() {
  usePageMeta("/privacy");
  const business = useBusiness();
  return <LegalPageView document={privacyPolicy(business)} />;
}
