/**
 * Makes sure the programs the documents' tests start exist: ClamAV's daemon, which scans uploads
 * (decision 0251), and libheif's encoder, which makes the iPhone-style HEIC photo the upload test
 * converts (decision 0252; none can be downloaded here). CLAMD_PATH and HEIF_ENC_PATH name others.
 * On Debian as root it installs the distribution's packages when they are missing; elsewhere it
 * says what to install.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const TOOLS = [
  { path: process.env.CLAMD_PATH ?? "/usr/sbin/clamd", debian: "clamav-daemon", elsewhere: "ClamAV's daemon (macOS: brew install clamav)", setting: "CLAMD_PATH" },
  { path: process.env.HEIF_ENC_PATH ?? "/usr/bin/heif-enc", debian: "libheif-examples", elsewhere: "libheif's heif-enc (macOS: brew install libheif)", setting: "HEIF_ENC_PATH" },
];

const onDebianAsRoot = existsSync("/usr/bin/apt-get") && process.getuid?.() === 0;
const missing = TOOLS.filter((tool) => !existsSync(tool.path));

if (missing.length > 0 && onDebianAsRoot) {
  const packages = missing.map((tool) => tool.debian).join(" ");
  console.log(`Installing Debian's ${packages} for the documents' tests...`);
  // The package lists are refreshed only when the install cannot find a package.
  const install = `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages}`;
  execSync(`${install} || (apt-get update -qq && ${install})`, { stdio: "inherit" });
}
const stillMissing = TOOLS.filter((tool) => !existsSync(tool.path));
for (const tool of stillMissing) {
  console.error(`No ${tool.path}: install ${tool.elsewhere} (Debian/Ubuntu: ${tool.debian}), or set ${tool.setting}.`);
}
if (stillMissing.length > 0) process.exit(1);
