/** The public pages' words: home, services, about, contact, map, not found (namespace "marketing"). */
const marketing = {
  "bookAppointment": "Book an Appointment",
  "contactUs": "Contact Us",
  "hero.title": "Stress-Free Tax Services You Can Trust",
  "hero.text":
    "Personal returns, small-business taxes and IRS representation from a local {city} team. We explain every number, file on time, and stand beside you if the IRS ever writes.",
  "hero.learnMore": "Learn More",
  "hero.learnMoreTopic": " about our services",
  "services.heading": "Our Services",
  "services.seeAll": "See everything we do",
  "services.subtitle": "Everything You Need for Tax Season",
  "services.intro":
    "From a single W-2 to a growing business with employees, we prepare, review and file your returns, and we stay with you after filing if questions come back from the IRS or the California Franchise Tax Board.",
  "testimonials.heading": "What Our Clients Say",
  "testimonials.region": "Client testimonials, scrollable",
  "testimonials.rating": "Rated {rating} out of 5",
  "testimonials.quote": "“{text}”",
  "contact.heading": "Get in Touch",
  "contact.intro":
    "Questions about your return, a notice from the IRS, or what to bring to your appointment? Send us a message and we will get back to you within one business day.",
  "contact.talk": "Prefer to talk? Call {phone} or email {email}.",
  "contact.form": "Contact form",
  "contact.name": "Full Name",
  "contact.email": "Email",
  "contact.phone": "Phone",
  "contact.message": "Message",
  "contact.sending": "Sending...",
  "contact.send": "Send Message",
  "findUs.heading": "Find Us",
  "map.failedTitle": "The map could not be loaded",
  "map.failedText":
    "The maps service did not accept this site's key, so the interactive map is unavailable. The address, phone number and directions below still work.",
  "map.region": "Map showing the {business} office",
  "map.loading": "Loading map...",
  "location.directions": "Get directions",
  "about.heading": "About {business}",
  "about.preparers": "Your preparers",
  "notFound.heading": "We couldn't find that page",
  "notFound.text":
    "The link may be old or mistyped. Everything else is still here: start from the home page, or tell us what you were looking for.",
  "notFound.home": "Back to Home",
  // Issue 19, part C: the testimonials row's buttons.
  "testimonials.previous": "Previous testimonials",
  "testimonials.next": "Next testimonials",
  // The trust row (home and About) and the About page's team (issue 19).
  "trust.label": "Why clients choose us",
  "trust.credentials": "Credentialed preparers: {credentials}",
  "trust.credentialsGeneric": "Experienced, IRS-registered preparers",
  "trust.since": "Serving {city} since {year}",
  "trust.securePortal": "Secure client portal with two-step sign-in",
  "trust.walkIns": "By appointment or walk-in",
  "trust.byAppointment": "By appointment",
  "about.meetTeam": "The people who will prepare your return.",
} as const;

export default marketing;
