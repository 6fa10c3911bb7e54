import { usePageMeta } from "../../lib/page-meta";
import { LegalPageView } from "./LegalPageView";
import { PRIVACY_POLICY } from "./privacy-content";

export function PrivacyPage() {
  usePageMeta("/privacy");
  return <LegalPageView document={PRIVACY_POLICY} />;
}
