/**
 * Every sentence the spec gives, word for word (SPEC.md sections 2, 5 and 8).
 * Server and client both import these, so a message is written in one place only.
 */
export const MESSAGES = {
  register: {
    passwordsDoNotMatch: "Passwords do not match!",
    passwordTooShort: "Password must be at least 6 characters long.",
    failed: "Registration failed. Please try again.",
  },
  login: {
    failed: "Login failed.",
  },
  contact: {
    failed: "Failed to send message. Please try again.",
    sent: "Message sent successfully!",
  },
  dashboard: {
    loadFailed: "Failed to load your appointments.",
    empty: "You have no appointments scheduled.",
    awaitingConfirmation: "Awaiting admin confirmation.",
  },
  booking: {
    loginRequired: "Please log in to book an appointment.",
    selectionRequired: "Please select a service, date, and time.",
    selectServiceFirst: "Almost there! Please select a service above to continue.",
    noSlots: "No available times for this date.",
    availabilityFailed: "Could not load available times for this date.",
    submitFailed: "Could not submit appointment request. Please try again.",
    submitErrorTitle: "Error Submitting Request",
    submittedTitle: "Request Submitted",
    submitted: "Appointment request received. You will be notified once it's confirmed by the admin.",
  },
  admin: {
    loadFailed: "Failed to load appointments.",
    empty: "No appointments found.",
    cancelFailed: "Failed to cancel appointment.",
    cancelled: "Appointment cancelled successfully.",
    rescheduleFailed: "Failed to reschedule appointment.",
    rescheduled: "Appointment rescheduled successfully!",
    confirmFailed: "Failed to confirm appointment.",
    confirmed: "Appointment confirmed successfully!",
    selectNewSlot: "Please select a new time slot.",
    cancelTitle: "Confirm Cancellation",
    keepAppointment: "Keep Appointment",
    yesCancel: "Yes, Cancel",
  },
  blockedTimes: {
    loadFailed: "Failed to load blocked times.",
    addFailed: "Failed to add blocked time.",
    deleteFailed: "Failed to delete blocked time.",
    startEndRequired: "Start and End times are required.",
    endAfterStart: "End time must be after start time.",
    empty: "No blocked time periods found.",
    deleteTitle: "Delete Blocked Period",
  },
  settings: {
    profileFailed: "Failed to update profile.",
    passwordFailed: "Failed to change password.",
    profileUpdated: "Profile updated successfully!",
    passwordChanged: "Password changed successfully!",
    fillAllPasswordFields: "Please fill in all password fields.",
    newPasswordTooShort: "New password must be at least 6 characters.",
    newPasswordsDoNotMatch: "New passwords do not match.",
    newPasswordSameAsCurrent: "New password cannot be the same as the current one.",
  },
} as const;
