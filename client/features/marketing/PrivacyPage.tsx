import { usePageMeta } from "../../lib/page-meta";
import { LegalPage } from "./LegalPageView";
import { PRIVACY_POLICY } from "./privacy-content";

export function PrivacyPage() {
  usePageMeta("/privacy");
  return <LegalPage page="privacy" template={PRIVACY_POLICY} />;
}
