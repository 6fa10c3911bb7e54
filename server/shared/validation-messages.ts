import { ADMIN_LIST_DEFAULTS, FOUNDED_YEAR_MIN, INTEGRATION_LIMITS, LIMITS, SCHEDULE_LIMITS } from "./limits";
import { HOURS_LIMITS } from "./opening-hours";

/**
 * The shared schemas' own sentences (server/shared/*.schema.ts), in English. A schema names
 * its message by code (`codes.validation.emailRequired`); the server's answer and the
 * browser's form both write the code's text in the reader's language (decision 0183).
 * Parameter names for outside tools (`date`, `page`, ...) stay as the API spells them.
 */
export const VALIDATION_MESSAGES = {
  // People and accounts (auth.schema.ts, contact.schema.ts, business-profile.schema.ts).
  emailRequired: "Email is required.",
  emailTooLong: "Email is too long.",
  emailInvalid: "Please enter a valid email address.",
  fullNameRequired: "Full name is required.",
  fullNameTooLong: "Full name must be at most 100 characters.",
  phoneTooLong: "Phone number must be at most 30 characters.",
  phoneCharacters: "Phone number may contain only digits, spaces and + ( ) - .",
  passwordRequired: "Password is required.",
  passwordTooLong: "Password must be at most 200 characters.",
  localeEnum: "locale must be en or es.",
  activityBoolean: "activity must be true or false.",
  messageRequired: "Message is required.",
  messageTooLong: "Message must be at most 5000 characters.",
  contactStatus: "Status must be unread, read or archived.",
  // Two-step sign-in and devices (mfa.schema.ts, sessions.schema.ts).
  enterCode: "Please enter the code.",
  codeTooLong: "That code is too long.",
  enterPassword: "Please enter your password.",
  enteredPasswordTooLong: "That password is too long.",
  passkeyNameRequired: "Please give the passkey a name.",
  passkeyNameTooLong: "The name can be at most 60 characters.",
  passkeyIdRequired: "The passkey id is required.",
  passkeyIdTooLong: "The passkey id is too long.",
  sessionIdRequired: "The session id is required.",
  sessionIdTooLong: "The session id is too long.",
  // Appointments, lists and the schedule (appointment.schema.ts, clients.schema.ts, audit.schema.ts, schedule.schema.ts).
  dateRequired: "date is required (YYYY-MM-DD).",
  dateFormat: "date must be a calendar date in the form YYYY-MM-DD.",
  dateReal: "date must be a real calendar date.",
  dateSupported: `date must be between ${LIMITS.supportedYears.first}-01-01 and ${LIMITS.supportedYears.last}-12-31.`,
  limitWhole: "limit must be a whole number.",
  limitMin: "limit must be at least 1.",
  limitMax: `limit must be at most ${ADMIN_LIST_DEFAULTS.maxLimit}.`,
  pageWhole: "page must be a whole number.",
  pageMin: "page must be at least 1.",
  pageMax: "page must be at most 10000.",
  daysWhole: "days must be a whole number.",
  daysMin: "days must be at least 1.",
  daysMax: `days must be at most ${SCHEDULE_LIMITS.maxDays}.`,
  searchTooLong: `Search for at most ${LIMITS.searchMaxLength} characters.`,
  appointmentStatus: "status must be pending, confirmed, cancelled, completed or no_show.",
  appointmentOutcome: "outcome must be completed or no_show.",
  serviceEnum: "service must be one of the offered services.",
  idPositive: "The id must be a positive whole number.",
  clientRequired: "Choose an existing client, or give a new client's name and an email address or phone number.",
  emailOrPhoneRequired: "Enter the client's email address or phone number, so the office can reach them.",
  calendarLinkIncomplete: "The calendar link is incomplete.",
  auditAction: "action must be one of the recorded actions or groups.",
  auditSubjectType: "subject_type must be one of the recorded subject types.",
  auditSubjectIdTooLong: "subject_id must be at most 100 characters.",
  // Blocked times (blocked-time.schema.ts).
  isoDateTime: "Times must be ISO-8601 date-times (e.g. 2026-03-02T09:00).",
  yearsSupported: `Times must be between the years ${LIMITS.supportedYears.first} and ${LIMITS.supportedYears.last}.`,
  blockedReasonTooLong: `Reason must be at most ${LIMITS.blockedReasonMaxLength} characters.`,
  // Opening hours (opening-hours.schema.ts).
  clockTime: "Enter a time such as 09:00 (24-hour).",
  closesAfterOpens: "The closing time must be after the opening time.",
  tooManyRanges: `A day can have at most ${HOURS_LIMITS.maxRangesPerDay} opening ranges.`,
  rangesInOrder: "The second range must start after the first one ends.",
  horizon: `Choose between ${HOURS_LIMITS.minHorizonDays} and ${HOURS_LIMITS.maxHorizonDays} days.`,
  hoursNoteTooLong: `Keep the note to ${HOURS_LIMITS.maxNoteLength} characters.`,
  hoursNothingToChange: "Send weekly hours, a booking horizon, or both.",
  // The business profile (business-profile.schema.ts).
  phoneRequired: "Phone is required.",
  phoneNotUs: "Please enter a valid US phone number.",
  photoNotUploaded: "The photo must be one uploaded on this page.",
  logoNotUploaded: "The logo must be one uploaded on this page.",
  colorFormat: "Enter the color as # and six hex digits, such as #125e58.",
  colorLightScheme:
    "White text on this color is too faint to read: buttons and links need a contrast of at least 4.5:1. Choose a darker shade.",
  colorDarkScheme: "This color cannot be made readable on the dark scheme's background. Choose another color.",
  credentialsTooLong: "Credentials must be at most 200 characters.",
  stateRequired: "State is required.",
  stateCode: "State must be a two-letter code such as CA.",
  zipRequired: "ZIP code is required.",
  zipFormat: "ZIP code must look like 93711 or 93711-1234.",
  latitudeNotANumber: "Latitude must be a number.",
  latitudeRange: "Latitude must be between -90 and 90.",
  longitudeNotANumber: "Longitude must be a number.",
  longitudeRange: "Longitude must be between -180 and 180.",
  aboutNotAList: "About must be a list of paragraphs.",
  aboutEmpty: "About needs at least one paragraph.",
  aboutTooLong: "About can have at most 6 paragraphs.",
  preparersNotAList: "Preparers must be a list.",
  tooManyPreparers: "At most 12 preparers can be shown.",
  foundedYearWhole: "The founding year must be a whole number.",
  foundedYearRange: `The founding year must be between ${FOUNDED_YEAR_MIN} and this year.`,
  walkInsBoolean: "Walk-ins must be true or false.",
  /** The profile's text fields: each is required and has a longest length. */
  profileText: {
    preparerName: { required: "The preparer's name is required.", tooLong: "The preparer's name must be at most 100 characters." },
    preparerRole: { required: "The preparer's role is required.", tooLong: "The preparer's role must be at most 100 characters." },
    businessName: { required: "Business name is required.", tooLong: "Business name must be at most 100 characters." },
    city: { required: "City is required.", tooLong: "City must be at most 100 characters." },
    tagline: { required: "Tagline is required.", tooLong: "Tagline must be at most 200 characters." },
    street: { required: "Street address is required.", tooLong: "Street address must be at most 200 characters." },
    locality: { required: "Town or city is required.", tooLong: "Town or city must be at most 100 characters." },
    paragraph: { required: "A paragraph is required.", tooLong: "A paragraph must be at most 2000 characters." },
  },
  // The office's services (office-service.schema.ts, decision 0237).
  serviceText: {
    name: { required: "The service's English name is required.", tooLong: "The English name must be at most 80 characters." },
    nameEs: { required: "The service's Spanish name is required.", tooLong: "The Spanish name must be at most 80 characters." },
    description: { required: "The English description is required.", tooLong: "The English description must be at most 600 characters." },
    descriptionEs: { required: "The Spanish description is required.", tooLong: "The Spanish description must be at most 600 characters." },
  },
  servicePrice: "The price must be a whole number of cents from 0 to 10,000,000, or none.",
  serviceSlots: "The length must be from 1 to 8 slots.",
  serviceBuffer: "The time kept free after must be from 0 to 120 minutes, in steps of 5.",
  servicePreparers: "Choose preparers from the list, each once.",
  serviceOrder: "List every service once, in the new order.",
  // The home page's reviews (review.schema.ts, decision 0243).
  review: {
    nameRequired: "Give the client's first name and last initial.",
    nameTooLong: "The name line must be at most 80 characters.",
    textRequired: "The review's English text is required.",
    textTooLong: "A review must be at most 600 characters.",
    rating: "The rating must be a whole number of stars from 1 to 5.",
    consent: "Confirm that the client agreed to have this review published.",
    order: "List every review once, in the new order.",
  },
  // The owner's words on the public pages (site-copy.schema.ts, decision 0244).
  siteCopy: {
    englishRequired: "Write the English text, or put back the original.",
    spanishRequired: "Write the Spanish text, or put back the original.",
    tooLong: "This text is too long: a heading may have 120 characters, a paragraph 600.",
  },
  // The legal pages (legal.schema.ts, decision 0246).
  legal: {
    page: "The page must be privacy or terms.",
    englishRequired: "Write the page in English.",
    spanishRequired: "Write the page in Spanish.",
    tooLong: "A page may have at most 40,000 characters in each language.",
  },
  // The owner's words in client emails (email-texts.schema.ts, decision 0247).
  emailText: {
    kind: "The email must be received, confirmed, rescheduled, cancelled or reminder.",
    englishRequired: "Write the English text, or leave this part to the product.",
    spanishRequired: "Write the Spanish text, or leave this part to the product.",
    tooLong: "Each part of an email may have at most 1,000 characters.",
  },
  // A staff member's public profile (staff.schema.ts, decision 0238).
  spokenLanguage: "Choose languages from the list, each once.",
  bioTooLong: "The bio must be at most 600 characters.",
  onAbout: "Say whether to show them on the About page: true or false.",
  // The office's settings (office-settings.schema.ts, decision 0242).
  settings: {
    cancelCutoffHours: "The cancel cutoff must be a whole number of hours from 0 to 720.",
    maxOpenRequests: "The limit must be a whole number of appointments from 1 to 1,000.",
    reminderMinutesBefore: "The reminder must go out between 15 minutes and 14 days before, in whole minutes.",
    reviewsShown: "Say whether the home page shows its reviews: true or false.",
    staffIdleMinutes: "The idle limit must be a whole number of minutes from 2 to 1,440.",
  },
  // Outside tools (integrations.schema.ts).
  keyNameRequired: "Give the key a name, such as the tool that will use it.",
  keyNameTooLong: `The name can be at most ${INTEGRATION_LIMITS.nameMaxLength} characters.`,
  keyScope: "The scope must be read or write.",
  webhookUrlRequired: "Give the address the events should be sent to.",
  webhookUrlTooLong: "The address is too long.",
  webhookEventUnknown: "Choose events from the list.",
  webhookEventsRequired: "Choose at least one event.",
} as const;
