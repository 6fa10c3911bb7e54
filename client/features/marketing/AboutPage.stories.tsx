import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { AboutPage, AboutView } from "./AboutPage";
import { ESTABLISHED_OFFICE, WITH_HERO_PHOTO } from "./marketing.fixtures";
import { PLACEHOLDER_PROFILE } from "#server/shared/business.ts";
import { PLACEHOLDER_ABOUT_ES } from "#server/shared/placeholder-about-es.ts";

/** The first preparer with a photo (a stand-in image, served by no one else), the others without. */
const TEAM = ESTABLISHED_OFFICE.preparers.map((preparer, index) =>
  index === 0 ? { ...preparer, photo: WITH_HERO_PHOTO.hero_photo?.url ?? null } : preparer,
);

const meta = {
  title: "Screens/About",
  component: AboutPage,
  parameters: { layout: "fullscreen", route: "/about", ...viewportParameters },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "About Valley Tax Pros" })).toBeVisible();
    await expect(canvas.getByText("Your trusted partner for personal and business tax needs.")).toBeVisible();
    await expect(document.title).toBe("About | Valley Tax Pros | Fresno, CA");
  },
};

/**
 * The page in Spanish: the About story's Spanish paragraphs, which a fresh install's profile carries
 * from the server (decision 0248); the name and tagline as the owner wrote them.
 */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  render: () => <AboutView business={{ ...PLACEHOLDER_PROFILE, about_es: [...PLACEHOLDER_ABOUT_ES] }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Acerca de Valley Tax Pros" })).toBeVisible();
    await expect(canvas.getByText("Your trusted partner for personal and business tax needs.")).toBeVisible();
    await expect(canvas.getByText(/^Nuestra misión es sencilla: quitarle el estrés a los impuestos\./)).toBeVisible();
    await expect(canvas.queryByText(/^Our mission is simple/)).toBeNull();
    await expect(canvas.getByRole("link", { name: "Reservar una cita" })).toHaveAttribute("href", "/book");
    await expect(canvas.getByRole("link", { name: "Contáctenos" })).toHaveAttribute("href", "/contact");
  },
};

/** The owner wrote no Spanish About story: the Spanish page shows their English paragraphs. */
export const EnglishStoryOnSpanishPage: Story = {
  globals: { lang: "es" },
  render: () => <AboutView business={{ ...WITH_HERO_PHOTO, about: ["We have served Visalia since 2009."], about_es: [] }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("We have served Visalia since 2009.")).toBeVisible();
  },
};

/** A team of three: a photo, and monograms for those without one; credentials as the owner wrote them. */
export const WithPreparers: Story = {
  render: () => <AboutView business={{ ...WITH_HERO_PHOTO, preparers: TEAM }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = within(canvas.getByRole("region", { name: "Your preparers" }));
    await expect(team.getAllByRole("listitem")).toHaveLength(3);
    await expect(team.getByRole("heading", { level: 3, name: "Ana Ruiz" })).toBeVisible();
    await expect(team.getByText("EA, CTEC A123456")).toBeVisible();
    const face = canvasElement.querySelector("li img");
    await expect(face).toHaveAttribute("width", "112");
    await expect(face).toHaveAttribute("loading", "lazy");
    await expect(team.getByText("BO")).toBeVisible();
    await expect(canvas.getByText("Serving Fresno since 2009")).toBeVisible();
  },
};

export const WithPreparersMobile: Story = { ...WithPreparers, play: undefined, globals: phoneGlobals };

export const WithPreparersSpanish: Story = {
  ...WithPreparers,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Sus preparadores de impuestos" })).toBeVisible();
    await expect(canvas.getByText("Las personas que prepararán su declaración.")).toBeVisible();
    await expect(canvas.getByText("Al servicio de Fresno desde 2009")).toBeVisible();
  },
};

/**
 * The staff the owner shows, from their own profiles (decision 0240): in place of the typed list,
 * each with credentials, the languages they speak and their bio.
 */
const STAFF_TEAM = [
  {
    id: 7,
    name: "Ana Reyes",
    photo: WITH_HERO_PHOTO.hero_photo?.url ?? null,
    credentials: "EA, CTEC A123456",
    languages: ["en", "es"],
    bio: "Fifteen years of returns for families and small businesses; she answers IRS letters in English and Spanish.",
  },
  { id: 9, name: "Ben Ortiz", photo: null, credentials: "CPA", languages: ["en", "vi"], bio: "" },
];

export const WithStaffProfiles: Story = {
  render: () => <AboutView business={{ ...WITH_HERO_PHOTO, preparers: TEAM, team: STAFF_TEAM }} />,
  play: async ({ canvasElement }) => {
    const team = within(within(canvasElement).getByRole("region", { name: "Your preparers" }));
    await expect(team.getAllByRole("listitem")).toHaveLength(2);
    await expect(team.getByRole("heading", { level: 3, name: "Ana Reyes" })).toBeVisible();
    await expect(team.getByText("Speaks English and Spanish")).toBeVisible();
    await expect(team.getByText("Speaks English and Vietnamese")).toBeVisible();
    await expect(team.getByText(/Fifteen years of returns/)).toBeVisible();
    await expect(team.getByText("BO")).toBeVisible();
    await expect(team.queryByRole("heading", { level: 3, name: "Ana Ruiz" })).toBeNull();
  },
};

export const WithStaffProfilesSpanish: Story = {
  ...WithStaffProfiles,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const team = within(within(canvasElement).getByRole("region", { name: "Sus preparadores de impuestos" }));
    await expect(team.getByText("Habla inglés y español")).toBeVisible();
  },
};
