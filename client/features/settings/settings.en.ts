/** The account settings screen (namespace "settings"); its form titles and labels are the spec's sentences. */
const settings = {
  "title": "Settings",
  "intro": "Keep your contact details current and your account secure.",
  "profile.optional": "Optional",
} as const;

export default settings;
