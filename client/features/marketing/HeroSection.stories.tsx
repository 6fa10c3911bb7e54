import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PLACEHOLDER_PROFILE } from "#server/shared/business.ts";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { HeroSection } from "./HeroSection";
import { ESTABLISHED_OFFICE, WITH_HERO_PHOTO } from "./marketing.fixtures";

const meta = {
  title: "Marketing/HeroSection",
  component: HeroSection,
  parameters: { layout: "fullscreen", ...viewportParameters },
  args: { business: PLACEHOLDER_PROFILE },
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh install: the bundled illustration and the trust facts that need no profile. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Stress-Free Tax Services You Can Trust" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Book an Appointment" })).toHaveAttribute("href", "/book");
    await expect(canvas.getByRole("link", { name: "Learn More about our services" })).toHaveAttribute("href", "/services");
    await expect(canvasElement.querySelector("[data-illustration]")).not.toBeNull();
    await expect(canvas.queryByRole("img")).toBeNull();
    const trust = within(canvas.getByRole("list", { name: "Why clients choose us" }));
    await expect(trust.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Experienced, IRS-registered preparers",
      "Secure client portal with two-step sign-in",
      "By appointment",
    ]);
  },
};

/** The owner gave the year, welcomes walk-ins and listed credentialed preparers. */
export const EstablishedOffice: Story = {
  args: { business: ESTABLISHED_OFFICE },
  play: async ({ canvasElement }) => {
    const trust = within(within(canvasElement).getByRole("list", { name: "Why clients choose us" }));
    await expect(trust.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Credentialed preparers: EA, CTEC, CPA",
      "Serving Fresno since 2009",
      "Secure client portal with two-step sign-in",
      "By appointment or walk-in",
    ]);
  },
};

/** The owner's photo: its own size on the element, fetched first, in a box that never changes shape. */
export const WithPhoto: Story = {
  args: { business: WITH_HERO_PHOTO },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector("img");
    await expect(image).not.toBeNull();
    await expect(image).toHaveAttribute("width", "1600");
    await expect(image).toHaveAttribute("height", "1067");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("alt", "");
    await expect(image).not.toHaveAttribute("loading", "lazy");
    const box = image?.parentElement as HTMLElement;
    await expect(getComputedStyle(box).aspectRatio).toBe("4 / 3");
  },
};

/** On a phone the picture sits below the actions, wide and short. */
export const Mobile: Story = {
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvasElement.querySelector("[data-illustration]")?.parentElement as HTMLElement;
    await expect(getComputedStyle(picture).aspectRatio).toBe("16 / 9");
    const book = canvas.getByRole("link", { name: "Book an Appointment" }).getBoundingClientRect();
    await expect(picture.getBoundingClientRect().top).toBeGreaterThan(book.bottom);
  },
};

export const MobileWithPhoto: Story = { args: { business: WITH_HERO_PHOTO }, globals: phoneGlobals };

export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Servicios de impuestos sin estrés, en manos de confianza" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Reservar una cita" })).toHaveAttribute("href", "/book");
    await expect(canvas.getByRole("link", { name: "Más información sobre nuestros servicios" })).toHaveAttribute("href", "/services");
    await expect(canvas.getByRole("list", { name: "Por qué nos eligen nuestros clientes" })).toBeVisible();
  },
};

export const EstablishedOfficeSpanish: Story = {
  args: { business: ESTABLISHED_OFFICE },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Al servicio de Fresno desde 2009")).toBeVisible();
    await expect(canvas.getByText("Con cita previa o sin cita")).toBeVisible();
    await expect(canvas.getByText("Preparadores acreditados: EA, CTEC, CPA")).toBeVisible();
  },
};

/** An office elsewhere (issue 33): the hero names its own town, from the business profile, in both languages. */
export const ElsewhereTown: Story = {
  args: { business: { ...PLACEHOLDER_PROFILE, address: { ...PLACEHOLDER_PROFILE.address, locality: "Visalia" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/from a local Visalia team\./)).toBeVisible();
    await expect(canvas.queryByText(/Fresno/)).toBeNull();
  },
};

export const ElsewhereTownSpanish: Story = {
  ...ElsewhereTown,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/con un equipo local de Visalia\./)).toBeVisible();
  },
};
