import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";

/**
 * A worker's tests hand their page on to the next test while they leave nothing behind
 * (decision 0173).
 *
 * On this 2-core machine a test's first page load in a new context took 0.7 to 0.9 s and its
 * later ones 0.3 s: a new context starts a new renderer process, which compiles the app's scripts
 * again; a new context costs another 0.4 s to make and close. So a test gets the page the
 * worker's last test used, on the same context options, when that test
 * - passed (a failed test's context is closed, so nothing broken is carried on), and
 * - used its page and context only through `PAGE_CALLS` and `CONTEXT_CALLS`: what a person does
 *   to a page, cookies, and routes and listeners (which are taken off after it). A clock, an init
 *   script, an emulated medium or viewport stays in a page or a context, and not all of them can be
 *   undone; a test that asks for any of them (or anything else) has its context closed after it,
 *   and the next test starts in a new one.
 * Between tests the page goes to /robots.txt (the same origin, so the renderer process stays; no
 * script, so nothing of the last test's page keeps running), and cookies, local storage and
 * session storage are cleared. Retries never share a page (e2e/fixtures.ts).
 */

/** What a test may do with a page that is handed on; reading any other property keeps the page from the next test. */
// prettier-ignore
const PAGE_CALLS = new Set([
  "goto", "reload", "goBack", "goForward", "url", "title", "content", "context", "request",
  "locator", "getByRole", "getByText", "getByLabel", "getByPlaceholder", "getByAltText", "getByTitle", "getByTestId",
  "frameLocator", "mainFrame", "frames", "keyboard", "mouse", "touchscreen",
  "click", "dblclick", "fill", "press", "type", "check", "uncheck", "hover", "focus", "selectOption", "setInputFiles", "tap", "dragAndDrop",
  "textContent", "innerText", "innerHTML", "getAttribute", "inputValue",
  "isVisible", "isHidden", "isChecked", "isEnabled", "isDisabled", "isEditable",
  "evaluate", "evaluateHandle", "$", "$$", "$eval", "$$eval", "waitForSelector", "waitForFunction", "waitForLoadState",
  "waitForURL", "waitForResponse", "waitForRequest", "waitForEvent", "screenshot", "viewportSize", "ariaSnapshot",
  "isClosed", "bringToFront", "opener", "video", "then", "constructor", "toString", "toJSON",
  ...["route", "unroute", "unrouteAll", "on", "once", "addListener", "off", "removeListener"],
]);

/** What a test may do with the context of a page that is handed on: cookies are cleared and other pages closed after it. */
// prettier-ignore
const CONTEXT_CALLS = new Set([
  "addCookies", "clearCookies", "cookies", "pages", "newPage", "request", "browser", "storageState", "waitForEvent",
  "then", "constructor", "toString", "toJSON",
  ...["route", "unroute", "unrouteAll", "on", "once", "addListener", "off", "removeListener"],
]);

/** The ways to add a listener: what a test adds through them is taken off before the page is handed on. */
const LISTENER_CALLS = ["on", "once", "addListener"] as const;

type Listener = (...args: never[]) => unknown;
type Emitter = { off: (event: string, listener: Listener) => unknown };

/** Playwright's own (underscored) and symbol-keyed properties are how it works, not what a test does. */
const isInternal = (property: string | symbol) => typeof property === "symbol" || property.startsWith("_");

/** One test's use of a page: after the test, `handOn(passed)` keeps it for the next test if it can, and says whether it did. */
export type PageLease = { context: BrowserContext; page: Page; handOn: (passed: boolean) => Promise<boolean> };

type Shared = { context: BrowserContext; page: Page };

export class WarmPages {
  /** By the JSON of the context options: a test that `test.use`s other options gets another page. */
  private readonly shared = new Map<string, Shared>();

  constructor(
    private readonly browser: Browser,
    /** Makes a new context's page ready for tests (the fixtures' `waitingForTheApp`). */
    private readonly prepare: (page: Page) => Page,
  ) {}

  /** The page for `options` that the last test handed on, or a new context's; `origin` is the app's. */
  async lease(options: BrowserContextOptions, origin: string): Promise<PageLease> {
    const key = JSON.stringify(options);
    let shared = this.shared.get(key);
    if (!shared) {
      const context = await this.browser.newContext(options);
      shared = { context, page: this.prepare(await context.newPage()) };
      this.shared.set(key, shared);
    }
    const current = shared;
    let onlyAllowedCalls = true;
    const listeners: Array<{ emitter: Emitter; event: string; listener: Listener }> = [];
    /** `on`, `once` and `addListener` of `emitter`, noting each listener so `clean` can take it off. */
    const noted = (emitter: object) =>
      Object.fromEntries(
        LISTENER_CALLS.map((call) => [
          call,
          (event: string, listener: Listener) => {
            listeners.push({ emitter: emitter as Emitter, event, listener });
            (emitter as Record<string, (event: string, listener: Listener) => unknown>)[call]!(event, listener);
            return watchedByEmitter.get(emitter);
          },
        ]),
      );
    const watchedByEmitter = new Map<object, unknown>();
    /** `target` as the test sees it: any property outside `allowed` is noted; `overrides` stand in for some. */
    const watched = <T extends object>(target: T, allowed: Set<string>, overrides: Record<string, unknown> = {}): T =>
      new Proxy(target, {
        get(object, property) {
          if (!isInternal(property) && !allowed.has(property as string)) onlyAllowedCalls = false;
          if (typeof property === "string" && Object.hasOwn(overrides, property)) return overrides[property];
          const value = Reflect.get(object, property, object) as unknown;
          return typeof value === "function" ? value.bind(object) : value;
        },
      });
    const context = watched(current.context, CONTEXT_CALLS, noted(current.context));
    // The page's context() is the watched context, so what a test does through it is noted too.
    const page = watched(current.page, PAGE_CALLS, { context: () => context, ...noted(current.page) });
    watchedByEmitter.set(current.context, context).set(current.page, page);
    const handOn = async (passed: boolean) => {
      for (const { emitter, event, listener } of listeners) emitter.off(event, listener);
      if (passed && onlyAllowedCalls && (await this.clean(current, origin).catch(() => false))) return true;
      this.shared.delete(key);
      await current.context.close();
      return false;
    };
    return { context, page, handOn };
  }

  /** Back to a page with no script on the app's origin, no other pages, no cookies and no storage; false when that failed. */
  private async clean({ context, page }: Shared, origin: string): Promise<boolean> {
    if (page.isClosed()) return false;
    // A route still holding a request (e2e/held-requests.ts) is let go; its handler's later errors are dropped.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    for (const other of context.pages()) if (other !== page) await other.close();
    const response = await page.goto(`${origin}/robots.txt`).catch(() => null);
    if (!response?.ok()) return false;
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    return true;
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.shared.values()].map(({ context }) => context.close()));
    this.shared.clear();
  }
}
