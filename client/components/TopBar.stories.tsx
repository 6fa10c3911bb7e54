import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { useState, type ReactNode } from "react";
import { PLACEHOLDER_PROFILE } from "../../server/shared/business";
import type { PublicUser } from "../../server/shared/user.schema";
import { trpc } from "../lib/trpc";
import { narrowPhoneGlobals, phoneGlobals, viewportParameters } from "./story-viewports";
import { TopBar } from "./TopBar";

const client: PublicUser = { id: 7, full_name: "Maria Elena Lopez", email: "maria@example.com", phone: null, role: "client", locale: "en", mfa_enabled: false };
const admin: PublicUser = { id: 1, full_name: "Dana Whitfield", email: "dana@example.com", phone: "(559) 555-0100", role: "admin", locale: "en", mfa_enabled: true };

/** Opens the mobile drawer and waits for its slide-in to finish. */
async function openDrawer(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Open navigation" }));
  // The drawer's code loads on the first press (a lazy chunk): give it time on a busy machine.
  const drawer = await screen.findByRole("dialog", { name: "Valley Tax Pros" }, { timeout: 5000 });
  await waitFor(() => expect(drawer).toBeVisible());
  return drawer;
}

const meta = {
  title: "Layout/TopBar",
  component: TopBar,
  parameters: { layout: "fullscreen", ...viewportParameters },
  args: { session: { status: "signed-out", user: null }, onLogout: fn(), onLanguageChange: fn() },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Valley Tax Pros" })).toHaveAttribute("href", "/");
    const nav = canvas.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Services", "About", "Contact"]) {
      await expect(within(nav).getByRole("link", { name })).toBeVisible();
    }
    await expect(canvas.getByRole("link", { name: "Book Appointment" })).toHaveAttribute("href", "/book");
    await expect(canvas.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(canvas.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
  },
};

export const Loading: Story = {
  args: { session: { status: "loading", user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading...")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Login" })).toBeNull();
  },
};

export const SignedIn: Story = {
  args: { session: { status: "signed-in", user: client } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Hi, Maria!" }, { timeout: 5000 }));
    await expect(await screen.findByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/settings");
    await expect(screen.queryByRole("menuitem", { name: "Admin Home" })).toBeNull();
    await userEvent.click(screen.getByRole("menuitem", { name: "Logout" }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const SignedInAdmin: Story = {
  args: { session: { status: "signed-in", user: admin } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Hi, Dana!" }, { timeout: 5000 }));
    await expect(await screen.findByRole("menuitem", { name: "Admin Home" })).toHaveAttribute("href", "/admin");
    await expect(screen.getByRole("menuitem", { name: "Manage Availability" })).toHaveAttribute("href", "/admin/availability");
    // The other admin pages are in the admin area's own navigation (AdminShellView's stories).
    for (const name of ["Messages", "Clients", "Business Profile", "Email", "Integrations", "Activity"]) {
      await expect(screen.queryByRole("menuitem", { name })).toBeNull();
    }
  },
};

export const SignedInWithoutName: Story = {
  args: { session: { status: "signed-in", user: { ...client, full_name: "" } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: "Hi, User!" }, { timeout: 5000 })).toBeVisible();
  },
};

export const MobileSignedOut: Story = {
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    const drawer = await openDrawer(canvasElement);
    for (const name of ["Home", "Services", "About", "Contact", "Book Appointment", "Login", "Register"]) {
      await expect(within(drawer).getByRole("link", { name })).toBeVisible();
    }
  },
};

/**
 * The bar's controls side by side, none cut or overlapping: the home link, Book, the theme
 * toggle and the burger, left to right inside the bar.
 */
async function expectPhoneBarFits(canvasElement: HTMLElement, bookLabel: string, bookName: string, businessName = "Valley Tax Pros") {
  const canvas = within(canvasElement);
  const book = canvas.getByRole("link", { name: bookName });
  await expect(book).toBeVisible();
  await expect(book).toHaveAttribute("href", "/book");
  await expect(book).toHaveTextContent(bookLabel);
  const header = canvasElement.querySelector("header") as HTMLElement;
  const controls = [
    canvas.getByRole("link", { name: businessName }),
    book,
    canvas.getByRole("button", { name: /theme|tema/ }),
    canvas.getByRole("button", { name: /navigation|menú/ }),
  ].map((element) => element.getBoundingClientRect());
  const bar = header.getBoundingClientRect();
  for (const [index, box] of controls.entries()) {
    await expect(box.left).toBeGreaterThanOrEqual(bar.left);
    await expect(box.right).toBeLessThanOrEqual(bar.right);
    if (index > 0) await expect(box.left).toBeGreaterThanOrEqual((controls[index - 1] as DOMRect).right);
  }
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
}

/** On a phone the links move into the menu, but booking stays one tap away in the bar (issue 19). */
export const MobileBook: Story = {
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    await expectPhoneBarFits(canvasElement, "Book", "Book Appointment");
  },
};

/** The narrowest phone, signed in: Book, the theme toggle and the burger still fit beside the name. */
export const NarrowPhoneBook: Story = {
  globals: narrowPhoneGlobals,
  args: { session: { status: "signed-in", user: client } },
  play: async ({ canvasElement }) => {
    await expectPhoneBarFits(canvasElement, "Book", "Book Appointment");
  },
};

/** Spanish is the longer label: "Reservar", named "Reservar cita". */
export const NarrowPhoneBookSpanish: Story = {
  globals: { ...narrowPhoneGlobals, lang: "es" },
  play: async ({ canvasElement }) => {
    await expectPhoneBarFits(canvasElement, "Reservar", "Reservar cita");
  },
};

/** While the session loads, a phone's bar keeps Book beside the name; the menu says it is loading. */
export const MobileLoading: Story = {
  globals: phoneGlobals,
  args: { session: { status: "loading", user: null } },
  play: async ({ canvasElement }) => {
    await expectPhoneBarFits(canvasElement, "Book", "Book Appointment");
    const drawer = await openDrawer(canvasElement);
    await expect(within(drawer).getByText("Loading...")).toBeVisible();
  },
};

export const MobileSignedInAdmin: Story = {
  globals: phoneGlobals,
  args: { session: { status: "signed-in", user: admin } },
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(within(drawer).getByText("Hi, Dana!")).toBeVisible();
    for (const name of ["Dashboard", "Settings", "Admin Home", "Manage Availability"]) {
      await expect(within(drawer).getByRole("link", { name })).toBeVisible();
    }
    await userEvent.click(within(drawer).getByRole("button", { name: "Logout" }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A client on a phone: the drawer has their menu. */
export const MobileSignedInClient: Story = {
  globals: phoneGlobals,
  args: { session: { status: "signed-in", user: client } },
  play: async ({ canvasElement }) => {
    await expect(await openDrawer(canvasElement)).toBeVisible();
  },
};

/** The English site offers Spanish, named in Spanish. */
export const LanguageSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    const toSpanish = within(canvasElement).getByRole("button", { name: "Español" });
    await expect(toSpanish).toHaveAttribute("lang", "es");
    await userEvent.click(toSpanish);
    await expect(args.onLanguageChange).toHaveBeenCalledWith("es");
  },
};

/** The Spanish site: every link and button in Spanish, and the way back to English. */
export const SignedInSpanish: Story = {
  globals: { lang: "es" },
  args: { session: { status: "signed-in", user: admin } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Principal" });
    for (const name of ["Inicio", "Servicios", "Quiénes somos", "Contacto"]) {
      await expect(within(nav).getByRole("link", { name })).toBeVisible();
    }
    await expect(canvas.getByRole("link", { name: "Reservar cita" })).toHaveAttribute("href", "/book");
    await userEvent.click(canvas.getByRole("button", { name: "¡Hola, Dana!" }));
    await expect(await screen.findByRole("menuitem", { name: "Administrar disponibilidad" })).toHaveAttribute("href", "/admin/availability");
    await userEvent.click(screen.getByRole("menuitem", { name: "Cerrar sesión" }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: "English" }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith("en");
  },
};

/** The phone menu in Spanish, with the language switch among its rows. */
export const MobileSpanish: Story = {
  globals: { ...phoneGlobals, lang: "es" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Abrir el menú" }));
    const drawer = await screen.findByRole("dialog");
    await waitFor(() => expect(drawer).toBeVisible());
    for (const name of ["Inicio", "Reservar cita", "Iniciar sesión", "Crear cuenta"]) {
      await expect(within(drawer).getByRole("link", { name })).toBeVisible();
    }
    await userEvent.click(within(drawer).getByRole("button", { name: "English" }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith("en");
  },
};

/** The office as an owner named it on /admin/business, with its logo if it uploaded one (the business profile query, seeded). */
function NamedBusiness({ name, logo = false, children }: { name: string; logo?: boolean; children: ReactNode }) {
  const utils = trpc.useUtils();
  useState(() =>
    utils.business.get.setData(undefined, {
      ...PLACEHOLDER_PROFILE,
      name,
      // The product's own icon stands in for an office's logo (decision 0249).
      ...(logo && { brand: { ...PLACEHOLDER_PROFILE.brand, logo: { url: "/apple-touch-icon.png", width: 180, height: 180 } } }),
    }),
  );
  return children;
}

const LONG_NAME = "Sierra Tax & Bookkeeping";

/** The home link shows the whole name, on as many lines as it needs, inside the bar: nothing cut. */
async function expectWholeName(canvasElement: HTMLElement) {
  const brand = within(canvasElement).getByRole("link", { name: LONG_NAME });
  await expect(brand.scrollWidth).toBeLessThanOrEqual(brand.clientWidth + 1);
  await expect(getComputedStyle(brand).textOverflow).not.toBe("ellipsis");
  const header = (canvasElement.querySelector("header") as HTMLElement).getBoundingClientRect();
  const box = brand.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(header.top);
  await expect(box.bottom).toBeLessThanOrEqual(header.bottom);
}

/** A long business name on a phone wraps onto a second line instead of ending in "Boo..." (issue 30 item 9). */
export const PhoneLongBusinessName: Story = {
  globals: phoneGlobals,
  decorators: [(Story) => <NamedBusiness name={LONG_NAME}>{Story()}</NamedBusiness>],
  play: async ({ canvasElement }) => {
    await expectWholeName(canvasElement);
    await expectPhoneBarFits(canvasElement, "Book", "Book Appointment", LONG_NAME);
  },
};

/** The narrowest phone, signed in, in Spanish (the longest Book label): still the whole name. */
export const NarrowPhoneLongBusinessNameSpanish: Story = {
  globals: { ...narrowPhoneGlobals, lang: "es" },
  args: { session: { status: "signed-in", user: client } },
  decorators: [(Story) => <NamedBusiness name={LONG_NAME}>{Story()}</NamedBusiness>],
  play: async ({ canvasElement }) => {
    await expectWholeName(canvasElement);
    await expectPhoneBarFits(canvasElement, "Reservar", "Reservar cita", LONG_NAME);
  },
};

/** The office's logo beside its name (decision 0249): the name still names the link, the picture is not read aloud. */
export const WithLogo: Story = {
  decorators: [(Story) => <NamedBusiness name="Valley Tax Pros" logo>{Story()}</NamedBusiness>],
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole("link", { name: "Valley Tax Pros" });
    const logo = home.querySelector("img") as HTMLImageElement;
    await expect(logo).toHaveAttribute("alt", "");
    await expect(logo.getAttribute("src")).toBe("/apple-touch-icon.png?w=320");
    await expect(logo.getBoundingClientRect().height).toBe(36);
  },
};

/** A phone with a logo and a short name: both fit beside Book. */
export const PhoneLogoAndName: Story = {
  globals: phoneGlobals,
  decorators: [(Story) => <NamedBusiness name="Valley Tax Pros" logo>{Story()}</NamedBusiness>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Valley Tax Pros")).toBeVisible();
    await expectPhoneBarFits(canvasElement, "Book", "Book Appointment");
  },
};

/**
 * The narrowest phone with a logo and a long name, which would not fit beside it even on two lines:
 * the logo stands for the name, which still names the home link.
 */
export const NarrowPhoneLogoAndLongName: Story = {
  globals: { ...narrowPhoneGlobals, lang: "es" },
  decorators: [(Story) => <NamedBusiness name={LONG_NAME} logo>{Story()}</NamedBusiness>],
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole("link", { name: LONG_NAME });
    await expect(home.querySelector("img")).toBeVisible();
    await expect(home.scrollWidth).toBeLessThanOrEqual(home.clientWidth + 1);
    await expectPhoneBarFits(canvasElement, "Reservar", "Reservar cita", LONG_NAME);
  },
};
