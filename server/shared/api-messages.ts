import { LIMITS } from "./limits";

/**
 * Sentences the server answers with that the spec does not word (the spec's own
 * sentences are in messages.ts). Shared so the client's stories and tests show
 * exactly what the server says, and nobody retypes them.
 */
export const API_MESSAGES = {
  /** Outside tools (issue 16). */
  integrations: {
    keyInvalid: "The API key is not valid. Check it, or create a new one on the Integrations page.",
    tooManyKeyFailures: "Too many requests with an API key that is not valid. Please wait and try again.",
    readOnlyKey: "This API key can only read. Changes need a key with the write scope.",
    keyNeedsPerson: "An API key acts for the office, not for a person: this needs a signed-in session.",
    keyCannotManageAccess:
      "An API key cannot create or remove API keys, webhooks or the calendar feed address: an admin does this on the Integrations page.",
    keyNotOnTrpc: "API keys work on the REST API (/api), not here.",
    keyCreated: "API key created. Copy it now: it will not be shown again.",
    keyNotFound: "That API key was not found.",
    tooManyKeys: "There are too many active API keys. Revoke one you no longer use first.",
    webhookCreated: "Webhook added. Copy its signing secret now: it will not be shown again.",
    webhookNotFound: "That webhook was not found.",
    tooManyWebhooks: "There are too many webhooks. Remove one you no longer use first.",
    webhookNeedsHttps: "The address must be an https:// address.",
    webhookPrivateAddress: "That address is on a private network. Webhooks can only go to public addresses.",
    webhookUnresolvable: "That address could not be found. Check the host name.",
    deliveryNotFound: "That delivery was not found.",
    onlyFinishedCanBeResent: "Only a delivery that was sent, failed or was withdrawn can be sent again.",
  },
  auth: {
    signInRequired: "Please log in to continue.",
    forbidden: "You do not have permission to do that.",
    /** Staff whose role does not cover the page or action (docs/permissions.md). */
    notForYourRole: "Your role in the office does not include this. Ask the owner if you need it.",
    /** The same for an unknown email and a wrong password, so accounts cannot be discovered. */
    invalidCredentials: "Invalid email or password.",
    emailTaken: "An account with this email already exists.",
    registered: "Registration successful. Please log in.",
    sessionExpired: "Your session has expired. Please log in again.",
    currentPasswordWrong: "Current password is incorrect.",
    tooManyFailedLogins: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
    tooManyRegistrations: "Too many accounts were created from your network. Please try again later.",
    foreignOrigin: "This request came from another site and was refused.",
    /** Issue 17: found in the list of common passwords (server/auth/password-policy.ts). */
    passwordTooCommon: "This password is too common and easy to guess. Please choose a less common one.",
    /** Issue 29 item 19 (decision 0175): the account's name or email, or the office's name or city, with a letter or two at most. */
    passwordPersonal:
      "This password is made of your name, your email or the office's name or city, which are easy to guess. Please choose another one.",
    /** Issue 29 item 19: zxcvbn's estimate is below the role's score (server/auth/password-policy.ts). */
    passwordTooEasy: "This password is too easy to guess. Please choose a longer one, for example a few unrelated words.",
    adminPasswordTooShort: "Admin passwords must be at least 12 characters.",
    /** An admin's session that was not used for ADMIN_IDLE_MINUTES. */
    signedOutIdle: "You were signed out after a period of inactivity. Please log in again.",
  },
  /** Two-step sign-in (issue 17, decision 0126). */
  mfa: {
    codeWrong: "That code is not right. Enter the current code from your app, or one of your recovery codes.",
    challengeExpired: "Your sign-in took too long. Please enter your email and password again.",
    setupRequired: "Office accounts need two-step sign-in. Please set it up to continue.",
    noSetupStarted: "Please start the setup again and scan the new QR code.",
    totpAlreadyOn: "An authenticator app is already set up. Remove it first to use another one.",
    totpOn: "Two-step sign-in is on. Keep your recovery codes somewhere safe.",
    totpRemoved: "The authenticator app was removed.",
    notEnabled: "Two-step sign-in is not on for this account.",
    officeKeepsOne: "Office accounts must keep one way of two-step sign-in. Add a passkey or an app before removing this one.",
    recoveryCodesRenewed: "New recovery codes are ready. The old ones no longer work.",
    passkeyAdded: "Passkey added.",
    passkeyRemoved: "Passkey removed.",
    passkeyFailed: "That passkey could not be verified. Please try again.",
    passkeyNotFound: "That passkey was not found.",
    tooManyPasskeys: "There are too many passkeys on this account. Remove one you no longer use first.",
    /** Issue 29 item 1: a change to how one signs in, or to the office's keys, needs a recent "confirm it's you". */
    reauthenticationRequired: "For your security, please confirm it's you first.",
    reauthenticated: "Thank you. You can go on.",
    /** "Confirm it's you" on an account with two-step sign-in needs a code too. */
    codeRequired: "Please enter the code from your app, or one of your recovery codes.",
    /** Issue 29 item 1: the link a password-change email offers, to remove every second factor. */
    removalLinkInvalid:
      "This link is invalid, already used or expired. Changing or resetting your password again emails a new one.",
    removalTokenMissing: "This link is incomplete. Please open the whole link from the email.",
    removedWithLink:
      "Two-step sign-in was removed and every device was signed out. Log in with your password; you can set two-step sign-in up again in Settings.",
  },
  /** Signed-in devices on /settings (issue 17). */
  sessions: {
    notFound: "That device was not found.",
    signedOut: "The device was signed out.",
    othersSignedOut: (count: number) => `Other devices signed out: ${count}.`,
  },
  /** Changing the account's email (issue 17): confirmed by a link sent to the new address. */
  emailChange: {
    requested: "We sent a confirmation link to the new address. Your email changes when you follow it; the link works for 24 hours.",
    sameEmail: "That is already your email address.",
    done: "Your email address has been changed.",
    invalidLink: "This confirmation link is invalid, already used or expired. Please ask for a new one on the Settings page.",
    tokenMissing: "This confirmation link is incomplete. Please ask for a new one on the Settings page.",
    tooMany: "Too many email change requests. Please wait a while and try again.",
  },
  booking: {
    slotUnavailable: "That time slot is no longer available. Please choose another time.",
    notASlot: "Please choose one of the available time slots.",
    beyondHorizon: (days: number) => `Appointments can be booked up to ${days} days ahead. Please choose an earlier date.`,
    /** A preparer_id that names nobody who takes appointments (decision 0231). */
    unknownPreparer: "That preparer is not taking appointments. Please choose another, or First available.",
    /** The chosen preparer is busy at that time, though someone else may be free. */
    preparerBusy: "That preparer is not free at this time. Please choose another time, or First available.",
    /** The chosen preparer does not offer the chosen service (decision 0237). */
    preparerNotOffering: "That preparer does not offer this service. Please choose another, or First available.",
  },
  hours: {
    rangeTooShort: (minutes: number) =>
      `Each opening range must last at least ${minutes} minutes, the length of one appointment.`,
    pastDate: "Choose today or a later date.",
    exceptionNotFound: "There are no special hours or closure on that date.",
    spanTooLong: (days: number) => `Ask for at most ${days} days at a time.`,
    spanReversed: "The end date must not be before the start date.",
  },
  appointments: {
    notFound: "Appointment not found.",
    /** A valid calendar link of an appointment whose end has passed (decision 0180). */
    invitationOver: "This appointment is over, so its calendar file is no longer available.",
    onlyPendingCanBeConfirmed: "Only a pending appointment can be confirmed.",
    staffEmail: "That email belongs to a staff account. Please use the client's own email.",
    bookedForClient: "Appointment booked and confirmed. The client has been emailed.",
    bookedForNewClient: "Appointment booked and confirmed. The new client has been emailed the confirmation and a link to choose a password.",
    cancelledCannotBeRescheduled: "A cancelled appointment cannot be rescheduled.",
    changedMeanwhile: "This appointment was changed by someone else meanwhile. Please look at it again.",
    alreadyCancelled: "This appointment is already cancelled.",
    alreadyHappened: "This appointment is already marked completed or no-show, so it can no longer be moved or cancelled.",
    outcomeBeforeStart: "An appointment can be marked completed or no-show only once it has started.",
    outcomeNeedsConfirmed: "Only a confirmed appointment can be marked completed or no-show.",
    sameTime: "Please choose a time different from the current one.",
    /** Past CANCEL_CUTOFF_HOURS before the start, a client is sent to the phone. */
    pastCancelCutoff: (hours: number, phone: string) =>
      `Appointments can be cancelled online until ${hours} hours before they start. Please call the office at ${phone}.`,
    /** The same cutoff for a client moving their own appointment (issue 32). */
    pastRescheduleCutoff: (hours: number, phone: string) =>
      `Appointments can be moved online until ${hours} hours before they start. Please call the office at ${phone}.`,
    tooManyOpen: (max: number) =>
      `You already have ${max} upcoming appointments or requests. Please cancel one, or wait until one has passed, before booking another.`,
    noteTooLong: `Please keep the note to ${LIMITS.appointmentNoteMaxLength} characters.`,
    reasonTooLong: `Please keep the reason to ${LIMITS.cancelReasonMaxLength} characters.`,
  },
  blockedTimes: {
    notFound: "Blocked time not found.",
  },
  preparers: {
    notFound: "No preparer has that id.",
  },
  services: {
    notFound: "No service has that id.",
    nameTaken: "Another service already has that name. Choose a different one.",
    nameFixed: "Clients have booked this service under its English name, so the name stays. Retire it and add a new service instead.",
    lastActive: "Keep at least one service that clients can book.",
    notPreparer: "Choose preparers from the list: one of them is not a preparer.",
  },
  reviews: {
    notFound: "No review has that id.",
    tooMany: "The site keeps at most 50 reviews. Delete one before adding another.",
    dateFuture: "The review's date cannot be in the future.",
  },
  staff: {
    notFound: "No one on the staff has that id.",
    addressInUse: "That email address already has an account here. Invite the person at another address.",
    notYourself: "You cannot change your own role or deactivate your own account. Another owner can.",
  },
  request: {
    malformedText: "The request contains text that is not valid Unicode.",
    /** Too many sign-ins at once (server/auth/hash-gate.ts): 503 with Retry-After. */
    busy: "We are handling many sign-ins right now. Please try again in a moment.",
    /** A refusal whose first problem has no sentence of ours (zod's own wording). */
    invalidInput: "Invalid input.",
    invalidJson: "The request body is not valid JSON.",
    addressInvalid: "The address is not valid.",
    addressTooLong: "The address is too long.",
    headersTooLong: "The request's address or headers are too long.",
    tooSlow: "The request took too long to arrive.",
    notHttp: "The request is not valid HTTP.",
    /** Any unexpected failure: the details are logged, never sent. */
    failed: "Something went wrong. Please try again.",
    noRoute: (method: string, path: string) => `No route for ${method} ${path}.`,
    jsonOnly: "tRPC requests must send their input as JSON.",
    /** A refusal worded by the framework or a library (body too large, wrong content type, zod's own text), passed on as it is. */
    refused: (reason: string) => reason,
  },
  passwordReset: {
    /** The same answer whether or not an account uses the address (no account discovery). */
    requested:
      "If an account uses that address, we have emailed it a link to reset the password. The link works for 60 minutes.",
    done: "Your password has been reset. Please log in with your new password.",
    invalidLink: "This reset link is invalid, already used or expired. Please request a new one.",
    tooMany: "Too many reset requests. Please wait a while and try again.",
    tokenMissing: "This reset link is incomplete. Please request a new one.",
  },
  media: {
    wrongType: "Photos must be JPEG, PNG or WebP images.",
    tooLarge: "Photos must be at most 2 MB.",
    logoWrongType: "Logos must be PNG, JPEG or WebP images.",
    logoTooLarge: "Logos must be at most 2 MB.",
    notFound: "Image not found.",
  },
  // Clients' documents and intake answers (documents.schema.ts, decision 0254).
  documents: {
    notSetUp: "Document upload is not set up on this server yet. Please bring your documents to the appointment.",
    noFile: "Choose a file to upload.",
    empty: "This file is empty. Choose the file again.",
    tooLarge: "A file can be at most 20 MB. Scan or photograph fewer pages at a time.",
    appointmentFull: "This appointment already holds 200 MB of documents, the most it can take. Remove a file or bring the rest to your appointment.",
    wrongType: "Upload a PDF, or a JPEG, PNG or HEIC photo.",
    damaged: "This file could not be opened: it may be damaged. Save or scan it again and upload the new copy.",
    closed: "Documents can be added only while the appointment is coming up.",
    unknownItem: "That item is not on this appointment's checklist.",
    notFound: "Document not found.",
    opened: "The office has already opened this document, so it can no longer be removed. Please call the office if it was sent by mistake.",
    notClean: "This document has not passed its malware check, so it cannot be downloaded.",
    linkExpired: "This download link has expired. Download the document again from the appointment.",
    unreadable: "This document cannot be opened with the server's key. Check FILES_MASTER_KEY.",
    tampered: "This document's stored copy failed its integrity check, so none of it is sent.",
    requestExists: "The checklist already asks for this document.",
    reviewed: "The office has reviewed your answers, so they can no longer be changed here. Please call the office to change them.",
    notClient: "Only the client answers the questionnaire.",
    notAnswered: "The client has not answered the questionnaire yet.",
  },
  emailLog: {
    notFound: "Email not found.",
    onlyFailedCanBeResent: "Only an email that failed can be sent again.",
    resent: "The email is queued to be sent again.",
  },
  clients: {
    notFound: "Client not found.",
  },
  calendarFeed: {
    notFound: "This calendar address is unknown, was replaced or is no longer an admin's. Each admin copies their own from Admin.",
  },
  contact: {
    tooMany: "Too many messages were sent from your network. Please try again later.",
    notFound: "Message not found.",
  },
} as const;
