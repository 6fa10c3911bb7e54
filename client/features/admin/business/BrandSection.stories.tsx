import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { brandPalette } from "#server/shared/brand-palette.ts";
import { PLACEHOLDER_PROFILE } from "#server/shared/business.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { BrandSection } from "./BrandSection";

/** A stand-in for an uploaded logo (no server serves /media in Storybook): dark ink on a transparent background. */
const LOGO_URL =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48"><rect x="2" y="4" width="40" height="40" rx="8" fill="#1f4e79"/>' +
      '<path d="M12 30l8-12 6 8 4-5 6 9z" fill="#ffffff"/><rect x="50" y="12" width="64" height="9" rx="2" fill="#1f4e79"/>' +
      '<rect x="50" y="27" width="44" height="7" rx="2" fill="#4a5a6a"/></svg>',
  );
const LOGO = { url: LOGO_URL, width: 120, height: 48 };

/** A colour too light for white text: the server would refuse it, and the editor offers a darker shade. */
const TOO_LIGHT = "#228be6";
/** The nearest darker shade of TOO_LIGHT that reads in both schemes (passingShadeOf). */
const DARKER = "#0075cb";

const meta = {
  title: "Admin/Business/BrandSection",
  component: BrandSection,
  args: {
    brand: PLACEHOLDER_PROFILE.brand,
    businessName: "Sierra Tax Studio",
    saving: false,
    message: null,
    onUploadLogo: fn(async () => LOGO),
    onSave: fn(),
  },
  parameters: { route: "/admin/business" },
} satisfies Meta<typeof BrandSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mantine's FileInput is a button with a hidden file input behind it. */
const logoInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("group", { name: /^(Logo|Logotipo)$/ }).querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** The logo as the two previews show it. */
const logoPreviews = (canvasElement: HTMLElement) => canvasElement.querySelectorAll(`img[src="${LOGO_URL}"]`);

/**
 * A fresh install: no logo (the name alone in both schemes' previews) and the site's own colour,
 * which a save keeps as null.
 */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const spanish = globals.lang === "es";
    await expect(canvas.getByRole("heading", { level: 2, name: spanish ? "Logotipo y color" : "Logo and color" })).toBeVisible();
    await expect(logoPreviews(canvasElement)).toHaveLength(0);
    await expect(canvas.getByText(spanish ? "Sin logotipo, la barra superior muestra solo el nombre de su negocio." : "Without a logo, the top bar shows your business's name alone.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: spanish ? "Quitar el logotipo" : "Remove logo" })).toBeNull();
    await expect(canvas.getByRole("textbox", { name: spanish ? "Color principal" : "Primary color" })).toHaveValue("");
    await expect(canvas.getByText(spanish ? "Se usa el color propio del sitio." : "The site's own color is in use.")).toBeVisible();
    // The logo's previews and the colour's, each in both schemes.
    await expect(canvas.getAllByRole("figure", { name: spanish ? "Modo claro" : "Light scheme" })).toHaveLength(2);
    await expect(canvas.getAllByRole("figure", { name: spanish ? "Modo oscuro" : "Dark scheme" })).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: spanish ? "Guardar logotipo y color" : "Save logo and color" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ logo: null, primaryColor: null }));
  },
};

/** A saved logo: shown on white and on the dark bar's white plate; removing it saves null, the colour kept. */
export const WithLogo: Story = {
  args: { brand: { ...PLACEHOLDER_PROFILE.brand, logo: LOGO } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(logoPreviews(canvasElement)).toHaveLength(2);
    for (const image of logoPreviews(canvasElement)) await expect(image).toBeVisible();
    await expect(canvas.getByText("Choose another image…")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove logo" }));
    await expect(logoPreviews(canvasElement)).toHaveLength(0);
    await userEvent.click(canvas.getByRole("button", { name: "Save logo and color" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ logo: null, primaryColor: null }));
  },
};

/** Choosing a file uploads it at once; a suggested colour is one click; the save sends both. */
export const SavesLogoAndColor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(logoInput(canvasElement), new File(["png"], "logo.png", { type: "image/png" }));
    await expect(args.onUploadLogo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(logoPreviews(canvasElement)).toHaveLength(2));
    const swatch = canvas.getByRole("button", { name: "Use #1f4e79" });
    await userEvent.click(swatch);
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("textbox", { name: "Primary color" })).toHaveValue("#1f4e79");
    await expect(canvas.getByText("Readable in both schemes.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save logo and color" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ logo: LOGO_URL, primaryColor: "#1f4e79" }));
  },
};

/** The owner's own colour, saved: readable in both schemes, and the site's own one a click away. */
export const CustomColor: Story = {
  args: { brand: { logo: LOGO, primary_color: "#7b2d8e", palette: [...brandPalette("#7b2d8e")] } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const spanish = globals.lang === "es";
    await expect(canvas.getByRole("textbox", { name: spanish ? "Color principal" : "Primary color" })).toHaveValue("#7b2d8e");
    await expect(canvas.getByRole("button", { name: spanish ? "Usar #7b2d8e" : "Use #7b2d8e" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByText(spanish ? "Se lee bien en ambos modos." : "Readable in both schemes.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: spanish ? "Usar el color propio del sitio" : "Use the site's own color" }));
    await expect(canvas.getByRole("textbox", { name: spanish ? "Color principal" : "Primary color" })).toHaveValue("");
    await userEvent.click(canvas.getByRole("button", { name: spanish ? "Guardar logotipo y color" : "Save logo and color" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ logo: LOGO_URL, primaryColor: null }));
  },
};

/**
 * A colour too light for white text: the field says why in the server's words, Save waits, and
 * the nearest darker shade that reads is offered; taking it clears the error.
 */
export const TooLight: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const spanish = globals.lang === "es";
    const field = canvas.getByRole("textbox", { name: spanish ? "Color principal" : "Primary color" });
    const reason = spanish
      ? "El texto blanco sobre este color es demasiado tenue para leerse: los botones y enlaces necesitan un contraste de al menos 4.5:1. Elija un tono más oscuro."
      : "White text on this color is too faint to read: buttons and links need a contrast of at least 4.5:1. Choose a darker shade.";
    const save = canvas.getByRole("button", { name: spanish ? "Guardar logotipo y color" : "Save logo and color" });
    await userEvent.type(field, TOO_LIGHT);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getAllByText(reason)[0]).toBeVisible();
    await expect(save).toBeDisabled();
    const instead = canvas.getByRole("button", { name: spanish ? `Usar ${DARKER} en su lugar` : `Use ${DARKER} instead` });
    await userEvent.click(instead);
    await waitFor(() => expect(canvas.queryByText(reason)).toBeNull());
    await expect(field).toHaveValue(DARKER);
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText(spanish ? "Se lee bien en ambos modos." : "Readable in both schemes.")).toBeVisible();
    await userEvent.click(save);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ logo: null, primaryColor: DARKER }));
  },
};

/** A colour not yet whole (or not a colour): the format in the server's words, nothing sent. */
export const UnfinishedColor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Primary color" }), "#12");
    await expect(canvas.getByText("Enter the color as # and six hex digits, such as #125e58.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Save logo and color" })).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused the file: its sentence shows on the picker, and the saved logo stays. */
export const UploadFailed: Story = {
  args: { onUploadLogo: fn(async () => Promise.reject(new Error(API_MESSAGES.media.tooLarge))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(logoInput(canvasElement), new File(["png"], "logo.png", { type: "image/png" }));
    await expect(await canvas.findByText(API_MESSAGES.media.tooLarge)).toBeVisible();
    await expect(logoPreviews(canvasElement)).toHaveLength(0);
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Save logo and color" })).toHaveAttribute("data-loading", "true");
  },
};

export const Saved: Story = {
  args: { message: { kind: "success", text: "Logo and color saved. The site shows them now." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Logo and color saved. The site shows them now.")).toBeVisible();
  },
};

export const Phone: Story = { args: { brand: { ...PLACEHOLDER_PROFILE.brand, logo: LOGO } }, parameters: viewportParameters, globals: phoneGlobals };

/** In Spanish: the same editor. */
export const DefaultSpanish: Story = { ...Default, globals: { lang: "es" } };

/** The owner's colour in Spanish. */
export const CustomColorSpanish: Story = { ...CustomColor, globals: { lang: "es" } };

/** The refusal and the darker shade, in Spanish. */
export const TooLightSpanish: Story = { ...TooLight, globals: { lang: "es" } };
