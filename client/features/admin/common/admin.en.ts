/** What the admin's domains share: a contact's details and a private note (namespace "admin"). */
const admin = {
  "note.prefix": "Note:",
  "contact.noPhone": "No phone",
  "contact.noEmail": "No email: call to keep them informed",
} as const;

export default admin;
