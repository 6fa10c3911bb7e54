import { usePageMeta } from "../../lib/page-meta";
import { ContactSection } from "./ContactSection";
import { FindUsSection } from "./FindUsSection";

/** Contact (SPEC.md section 2): the 'Get in Touch' form, ending with the map. */
export function ContactPage() {
  usePageMeta({
    title: "Contact",
    description: "Send us a message, call the office, or find us on the map. We answer within one business day.",
  });
  return (
    <>
      <ContactSection headingOrder={1} />
      <FindUsSection />
    </>
  );
}
