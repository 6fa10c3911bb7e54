import { usePageMeta } from "../../lib/page-meta";
import { ContactSection } from "./ContactSection";
import { FindUsSection } from "./FindUsSection";

/** Contact (docs/product.md §2.3): the 'Get in Touch' form, ending with the map. */
export function ContactPage() {
  usePageMeta("/contact");
  return (
    <>
      <ContactSection headingOrder={1} />
      <FindUsSection />
    </>
  );
}
