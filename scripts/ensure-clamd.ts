/**
 * Makes sure ClamAV's daemon exists for the malware scanner's tests (decision 0251): they start a
 * real clamd on a signature database of their own. CLAMD_PATH wins. On Debian as root it installs
 * the distribution's `clamav-daemon` when clamd is missing; elsewhere it says what to install.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const clamd = process.env.CLAMD_PATH ?? "/usr/sbin/clamd";
const onDebianAsRoot = existsSync("/usr/bin/apt-get") && process.getuid?.() === 0;

if (!existsSync(clamd) && onDebianAsRoot) {
  console.log("Installing Debian's clamav-daemon for the malware scanner's tests...");
  // The package lists are refreshed only when the install cannot find the package.
  const install = "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends clamav-daemon";
  execSync(`${install} || (apt-get update -qq && ${install})`, { stdio: "inherit" });
}
if (!existsSync(clamd)) {
  console.error(`No clamd at ${clamd}: install ClamAV's daemon (Debian/Ubuntu: clamav-daemon; macOS: brew install clamav), or set CLAMD_PATH.`);
  process.exit(1);
}
