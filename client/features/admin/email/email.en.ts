/** The admin's email outbox (/admin/email; namespace "adminEmail"). */
const email = {
  "email.title": "Email",
  "email.tableLabel": "Emails sent",
  "email.intro": "The newest 100 emails the site has sent or will send. A failed one can be sent again once the problem is fixed.",
  "email.status": "Status",
  "email.all": "All",
  "email.loading": "Loading emails…",
  "email.loadFailed": "Failed to load emails.",
  "email.empty": "No emails yet. Messages appear here as soon as a change causes one.",
  "email.to": "To",
  "email.subject": "Subject",
  "email.attempts": "Attempts",
  "email.created": "Created",
  "email.lastError": "Last error",
  "email.actions": "Actions",
  "email.resend": "Resend",
  "email.resendLabel": "Resend \"{subject}\" to {recipient}",
  "email.resent": "Queued again: \"{subject}\".",
  "email.resendFailed": "Failed to queue the email again.",
  "emailStatus.queued": "Queued",
  "emailStatus.retrying": "Retrying",
  "emailStatus.sent": "Sent",
  "emailStatus.failed": "Failed",
  "emailStatus.cancelled": "Not sent",
} as const;

export default email;
