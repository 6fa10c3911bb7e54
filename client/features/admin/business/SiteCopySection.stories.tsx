import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PLACEHOLDER_PROFILE } from "#server/shared/business.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { SiteCopySection } from "./SiteCopySection";

const OWN_WORDS = {
  "hero.title": { en: "Taxes done right in {city}", es: "Impuestos bien hechos en {city}" },
};

const meta = {
  title: "Admin/Business/SiteCopySection",
  component: SiteCopySection,
  args: { business: PLACEHOLDER_PROFILE, saving: false, message: null, onSave: fn() },
  parameters: { route: "/admin/business" },
} satisfies Meta<typeof SiteCopySection>;

export default meta;
type Story = StoryObj<typeof meta>;

const heroHeading = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole("region", { name: /^(Preview|Vista previa)/ })).getByRole("heading", { level: 4 });

/**
 * A fresh install: the site's own words in both languages, the preview drawn from the draft as it is
 * typed, and a save that sends only what changed (null puts a text back to the site's own).
 */
export const Fresh: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const spanish = globals.lang === "es";
    const heading = canvas.getByRole("group", { name: spanish ? "Título de la página de inicio" : "Home page heading" });
    const english = within(heading).getByRole("textbox", { name: spanish ? "Inglés" : "English" });
    await expect(english).toHaveValue("Stress-Free Tax Services You Can Trust");
    await expect(within(heading).getByRole("textbox", { name: spanish ? "Español" : "Spanish" })).toHaveValue(
      "Servicios de impuestos sin estrés, en manos de confianza",
    );
    await expect(canvas.getByRole("group", { name: spanish ? "Texto de la página de inicio" : "Home page text" })).toHaveTextContent("{city}");
    await expect(within(heading).queryByRole("button", { name: spanish ? "Volver al texto original" : "Put back the original" })).toBeNull();

    await userEvent.clear(english);
    await userEvent.type(english, "Taxes done right in {{city}");
    if (!spanish) await waitFor(() => expect(heroHeading(canvasElement)).toHaveTextContent(`Taxes done right in ${PLACEHOLDER_PROFILE.address.locality}`));
    await userEvent.click(canvas.getByRole("button", { name: spanish ? "Guardar los textos" : "Save the texts" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        "hero.title": { en: "Taxes done right in {city}", es: "Servicios de impuestos sin estrés, en manos de confianza" },
        "hero.text": null,
        "services.intro": null,
        "contact.intro": null,
      }),
    );
  },
};

/** The owner's heading is saved: the preview shows it, with the town filled in, and the original can be put back. */
export const OwnWords: Story = {
  args: { business: { ...PLACEHOLDER_PROFILE, copy: OWN_WORDS } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const spanish = globals.lang === "es";
    const town = PLACEHOLDER_PROFILE.address.locality;
    await expect(heroHeading(canvasElement)).toHaveTextContent(spanish ? `Impuestos bien hechos en ${town}` : `Taxes done right in ${town}`);
    await userEvent.click(canvas.getByRole("button", { name: spanish ? "Volver al texto original" : "Put back the original" }));
    await waitFor(() => expect(heroHeading(canvasElement)).toHaveTextContent(spanish ? "Servicios de impuestos sin estrés" : "Stress-Free Tax Services You Can Trust"));
    await userEvent.click(canvas.getByRole("button", { name: spanish ? "Guardar los textos" : "Save the texts" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ "hero.title": null })));
  },
};

/** An emptied text is named in the server's words, and nothing is sent. */
export const EmptyText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole("group", { name: "Contact note" });
    await userEvent.clear(within(note).getByRole("textbox", { name: "Spanish" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save the texts" }));
    await expect(within(note).getByText("Write the Spanish text, or put back the original.")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { message: { kind: "success", text: "Texts saved. The site shows them now." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Texts saved. The site shows them now.")).toBeVisible();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Save the texts" })).toHaveAttribute("data-loading", "true");
  },
};

export const Phone: Story = { parameters: viewportParameters, globals: phoneGlobals };

/** In Spanish: the same editor, the preview in Spanish. */
export const FreshSpanish: Story = { ...Fresh, globals: { lang: "es" } };

/** The owner's Spanish heading in the Spanish preview. */
export const OwnWordsSpanish: Story = { ...OwnWords, globals: { lang: "es" } };
