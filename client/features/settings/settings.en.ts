/** The account settings screen (namespace "settings"); its form titles and labels are the spec's sentences. */
const settings = {
  "title": "Settings",
  "intro": "Keep your contact details current and your account secure.",
  "profile.optional": "Optional",
  "devices.title": "Signed-in devices",
  "devices.intro": "Where your account is signed in now. Sign out any device you do not recognise.",
  "devices.unknown": "Unknown browser",
  "devices.thisDevice": "This device",
  "devices.signedIn": "Signed in {when}",
  "devices.lastUsed": "Last active {when}",
  "devices.network": "Network {address}",
  "devices.signOut": "Sign out",
  "devices.signOutLabel": "Sign out {device}, last active {when}",
  "devices.signOutOthers": "Sign out all other devices",
  "devices.onlyThis": "No other device is signed in.",
  "devices.loading": "Loading your devices…",
  "devices.loadFailed": "Your devices could not be loaded. Please try again.",
  "devices.failed": "The device could not be signed out. Please try again.",
  "email.title": "Email address",
  "email.current": "Your email is {email}. To change it, give the new address and your password: we send a link to the new address, and the change is made when you follow it.",
  "email.newLabel": "New email address",
  "email.passwordLabel": "Current password",
  "email.submit": "Send confirmation link",
  "email.failed": "The confirmation link could not be sent. Please try again.",
} as const;

export default settings;
