/** The client's dashboard: their appointments, adding one to a calendar, cancelling one (namespace "dashboard"). */
const dashboard = {
  "welcome": "Welcome, {name}!",
  "intro": "Here are your appointments and where each one stands.",
  "introWithZone": "Here are your appointments and where each one stands. Times are {zone}.",
  "bookAppointment": "Book Appointment",
  "heading": "Your appointments",
  "loading": "Loading your appointments…",
  /** Who the client will see, in an office with preparers (decision 0231). */
  "preparer.with": "With {name}",
  // "at 4:30 PM"; the same in English at one o'clock, but Spanish says "a la 1:00" and "a las 2:00".
  "time.at": "at {time}",
  "time.atOne": "at {time}",
  // Names which appointment a button acts on: "Business Tax Services on Tuesday, March 10, 2026 at 4:30 PM".
  "appointment.which": "{service} on {date} {atTime}",
  // The appointment's questions and documents (issue 34).
  "action.prepare": "Questions and documents",
  "action.prepareLabel": "Questions and documents for {appointment}",
  "action.addToCalendar": "Add to calendar",
  "action.addToCalendarLabel": "Add {appointment} to your calendar (.ics file)",
  "action.googleCalendar": "Google Calendar",
  "action.googleCalendarLabel": "Add {appointment} to Google Calendar (opens in a new tab)",
  "action.cancel": "Cancel",
  "action.cancelLabel": "Cancel {appointment}",
  "action.callToCancel": "To cancel or reschedule now, please call the office at {phone}.",
  "action.move": "Reschedule",
  "action.moveLabel": "Reschedule {appointment}",
  "move.title": "Choose a new time",
  "move.body": "Your {service} appointment is on {date} {atTime}. Pick another free time below; we will email you the new time and let the office know.",
  "move.chooseTime": "Please choose a new time first.",
  "move.keep": "Keep current time",
  "move.confirm": "Move appointment",
  "move.done": "Your appointment has a new time. We have emailed it to you and let the office know.",
  "move.failed": "The appointment could not be moved. Please try again.",
  "cancel.title": "Cancel this appointment?",
  "cancel.closeDialog": "Close dialog",
  "cancel.body": "Your {service} appointment on {date} {atTime} will be cancelled, and the time freed for others. We will let the office know.",
  "cancel.reason": "Reason (optional)",
  "cancel.reasonHint": "Only our office sees this.",
  "cancel.keep": "Keep appointment",
  "cancel.confirm": "Cancel appointment",
  "cancel.done": "Your appointment is cancelled. We have let the office know.",
  "cancel.failed": "The appointment could not be cancelled. Please try again.",
  // Empty lists' next actions (issue 19).
  "empty.book": "Book your first appointment",
} as const;

export default dashboard;
