/** The admin's week calendar and calendar feed (namespace "adminCalendar"). */
const calendar = {
  "timesAre": "Times are {zone}.",

  "feed.title": "Appointments in your calendar app",
  "feed.intro": "Subscribe to this private address in Google Calendar (Other calendars, From URL), Apple Calendar (New Calendar Subscription) or Outlook (Add calendar, From internet) to see pending and confirmed appointments on your phone. The address is yours: every admin has their own, and it stops working if your account is no longer an admin. Anyone with it can read it: keep it to yourself, and replace it if it was shared by mistake.",
  "feed.address": "Calendar address",
  "feed.copied": "Copied",
  "feed.copy": "Copy address",
  "feed.confirmReplace": "Calendars subscribed to your current address will stop updating; other admins' addresses keep working. Continue?",
  "feed.yesReplace": "Yes, replace the address",
  "feed.keep": "Keep the current address",
  "feed.replace": "Replace the address",

  "calendar.previousWeek": "Previous week",
  "calendar.nextWeek": "Next week",
  "calendar.previousDay": "Previous day",
  "calendar.nextDay": "Next day",
  "calendar.today": "Today",
  "calendar.goToDate": "Go to date",
  "calendar.colours": "Colours",
  "calendar.blockedOrClosed": "Blocked or closed",
  "calendar.loading": "Loading the calendar…",
  "calendar.bookAt": "Book for a client at",
  "calendar.timeSlot": "Time slot",
  "calendar.allDay": "All day",
  "calendar.weekday": "Weekday",
  "calendar.week": "Week",
  "calendar.more": "+{count} more",
  "calendar.event": "{status}: {client}, {service}",
  "calendar.blocked": "Blocked",
  "calendar.blockedReason": "Blocked: {reason}",
  "calendar.closed": "Closed: {note}",
  "calendar.specialHours": "Special hours: {note}",
} as const;

export default calendar;
