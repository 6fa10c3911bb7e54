import { usePageMeta } from "../../lib/page-meta";
import { ContactSection } from "./ContactSection";
import { FindUsSection } from "./FindUsSection";

/** Contact (SPEC.md section 2): the 'Get in Touch' form, ending with the map. */
export function ContactPage() {
  usePageMeta("/contact");
  return (
    <>
      <ContactSection headingOrder={1} />
      <FindUsSection />
    </>
  );
}
