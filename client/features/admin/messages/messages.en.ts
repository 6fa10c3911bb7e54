/** The admin's contact messages (/admin/messages; namespace "adminMessages"). */
const messages = {
  "messages.title": "Messages",
  "messages.folder": "Folder",
  "messages.unread": "Unread",
  "messages.unreadCount": "Unread ({count})",
  "messages.read": "Read",
  "messages.archived": "Archived",
  "messages.loading": "Loading messages…",
  "messages.loadFailed": "Failed to load messages.",
  "messages.emptyUnread": "No unread messages. New messages from the contact form appear here.",
  "messages.emptyRead": "No read messages.",
  "messages.emptyArchived": "No archived messages.",
  "messages.new": "New",
  "messages.reply": "Reply by email",
  "messages.replySubject": "Re: Your message to {business}",
  "messages.moveToInbox": "Move to inbox",
  "messages.archive": "Archive",
  "messages.markUnread": "Mark as unread",
  "messages.markedUnread": "Marked as unread.",
  "messages.movedToInbox": "Moved to the inbox.",
  "messages.archivedDone": "Message archived.",
  "messages.updateFailed": "Failed to update the message.",
  "empty.showUnread": "Show unread messages",
} as const;

export default messages;
