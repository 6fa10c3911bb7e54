import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LegalPagesSection } from "./LegalPagesSection";

const SAVED_PRIVACY = { en: "We keep {business}'s records safe.\n\n## Your rights\n- Ask us", es: "Guardamos los registros de {business}.", updated_on: "2026-11-20" };

const meta = {
  title: "Admin/Business/LegalPagesSection",
  component: LegalPagesSection,
  args: {
    legal: { status: "ready", pages: { privacy: null, terms: null } },
    saving: null,
    message: null,
    onSave: fn(),
    hrefs: { privacy: "/privacy", terms: "/terms" },
  },
  parameters: { route: "/admin/business" },
} satisfies Meta<typeof LegalPagesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A fresh install: each page starts as the template, {business} and the other facts as written,
 * with a notice that the site still shows the template; saving sends the page in both languages.
 */
export const Templates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const privacy = within(canvas.getByRole("group", { name: "Privacy policy" }));
    await expect(privacy.getByText("The site shows the template")).toBeVisible();
    await expect(privacy.getByRole("link", { name: "Read it on the site" })).toHaveAttribute("href", "/privacy");
    const english = (privacy.getByRole("textbox", { name: "English" }) as HTMLTextAreaElement).value;
    await expect(english).toMatch(/^\{business\} \("we", "us"\) prepares tax returns/);
    await expect(english).toContain("\n\n## Information we collect\n\n- Account details");
    await expect((privacy.getByRole("textbox", { name: "Spanish" }) as HTMLTextAreaElement).value).toContain("## Información que recopilamos");
    await expect(within(canvas.getByRole("group", { name: "Terms of service" })).getByText("The site shows the template")).toBeVisible();
    await userEvent.click(privacy.getByRole("button", { name: "Save the privacy policy" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith("privacy", { en: expect.stringContaining("## Information we collect"), es: expect.stringContaining("## Información que recopilamos") }),
    );
  },
};

/** A saved page: its text and the day it was saved; no template notice for it. */
export const Saved: Story = {
  args: { legal: { status: "ready", pages: { privacy: SAVED_PRIVACY, terms: null } }, message: { page: "privacy", message: { kind: "success", text: "Saved. The site shows it now." } } },
  play: async ({ canvasElement }) => {
    const privacy = within(within(canvasElement).getByRole("group", { name: "Privacy policy" }));
    await expect(privacy.getByText("Saved on November 20, 2026: the site shows this text.")).toBeVisible();
    await expect(privacy.queryByText("The site shows the template")).toBeNull();
    await expect(privacy.getByRole("textbox", { name: "English" })).toHaveValue(SAVED_PRIVACY.en);
    await expect(privacy.getByText("Saved. The site shows it now.")).toBeVisible();
  },
};

/** A page emptied is named in the server's words, and nothing is sent. */
export const EmptyPage: Story = {
  play: async ({ canvasElement, args }) => {
    const terms = within(within(canvasElement).getByRole("group", { name: "Terms of service" }));
    await userEvent.clear(terms.getByRole("textbox", { name: "Spanish" }));
    await userEvent.click(terms.getByRole("button", { name: "Save the terms" }));
    await expect(terms.getByText("Write the page in Spanish.")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: "terms" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Save the terms" })).toHaveAttribute("data-loading", "true");
  },
};

export const Loading: Story = {
  args: { legal: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading the legal pages…")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { legal: { status: "error", message: "The legal pages could not be loaded. Please refresh the page." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The legal pages could not be loaded. Please refresh the page.")).toBeVisible();
  },
};

/** In Spanish: the labels and the notice. */
export const TemplatesSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const privacy = within(within(canvasElement).getByRole("group", { name: "Política de privacidad" }));
    await expect(privacy.getByText("El sitio muestra la plantilla")).toBeVisible();
    await expect(privacy.getByRole("button", { name: "Guardar la política de privacidad" })).toBeVisible();
  },
};
