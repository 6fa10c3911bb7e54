import type { Page } from "@playwright/test";

/**
 * Holds every request matching `url` until the returned function is called, so a test sees a
 * state that lasts only while they are on the way (a placeholder, a 'Sending...' button, text in
 * its fallback font) for certain, whatever the machine's speed, then lets them go.
 */
export async function heldUntilReleased(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
