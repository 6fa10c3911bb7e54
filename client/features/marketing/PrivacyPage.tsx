import { BUSINESS } from "../../../server/shared/business";
import { usePageMeta } from "../../lib/page-meta";
import { LegalPageView } from "./LegalPageView";
import { PRIVACY_POLICY } from "./privacy-content";

export function PrivacyPage() {
  usePageMeta({
    title: "Privacy Policy",
    description: `How ${BUSINESS.name} collects, uses and protects your personal and tax information, and your California privacy rights.`,
  });
  return <LegalPageView document={PRIVACY_POLICY} />;
}
