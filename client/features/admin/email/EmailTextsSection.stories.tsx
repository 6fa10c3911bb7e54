import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { EmailTexts } from "#server/shared/email-texts.schema.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import english from "./email.en";
import spanish from "./email.es";
import { EmailTextsSection } from "./EmailTextsSection";

/** An email as the server renders one, cut short: the preview only shows it in its frame. */
const html = (heading: string, intro: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${heading}</title></head><body style="margin:0;background:#f4f4f5;color:#18181b;font-family:sans-serif">` +
  `<main style="max-width:560px;margin:24px auto;padding:24px;background:#ffffff"><h1>${heading}</h1><p>Hi Rosa,</p><p>${intro}</p>` +
  `<p><a href="https://example.com/dashboard" style="color:#1d4ed8">View your appointments</a></p></main></body></html>`;

const PREVIEW = {
  status: "ready",
  subject: "We received your request for Tue, Mar 3, 9:00 AM PST",
  html: html("We received your request", "Thank you for your request. It is pending until our office confirms it."),
} as const;

const OWN: EmailTexts = {
  confirmed: {
    intro: { en: "Thank you for choosing us this season.", es: "Gracias por elegirnos esta temporada." },
    closing: { en: "Parking is free behind the building.", es: "El estacionamiento detrás del edificio es gratuito." },
  },
};

const meta = {
  title: "Admin/Email/EmailTextsSection",
  component: EmailTextsSection,
  args: {
    texts: { status: "ready", texts: {} },
    saving: false,
    message: null,
    onSave: fn(),
    onDraftChange: fn(),
    preview: PREVIEW,
  },
  parameters: { route: "/admin/email" },
} satisfies Meta<typeof EmailTextsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooseEmail = async (canvasElement: HTMLElement, label: string, name: string) => {
  await userEvent.click(within(canvasElement).getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name }));
};

const KINDS = [
  ["received", "Request received"],
  ["confirmed", "Appointment confirmed"],
  ["rescheduled", "New time"],
  ["cancelled", "Appointment cancelled"],
  ["reminder", "Reminder"],
] as const;

/**
 * A fresh install: every email has the product's words (both parts off, no text boxes), the preview
 * is asked for with them, the server's email is shown in a frame where nothing runs, and Save puts
 * an email back to the product's words.
 */
export const ProductWords: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Words in your emails" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Email" })).toHaveValue("Request received");
    for (const [kind, name] of KINDS) {
      await chooseEmail(canvasElement, "Email", name);
      await expect(canvas.getByRole("combobox", { name: "Email" })).toHaveValue(name);
      const opening = canvas.getByRole("group", { name: "Opening" });
      await expect(within(opening).getByRole("checkbox", { name: /^Use your own opening/ })).not.toBeChecked();
      await expect(within(opening).getByText(english["texts.productOpening"])).toBeVisible();
      const closing = canvas.getByRole("group", { name: "Closing (optional)" });
      await expect(within(closing).getByRole("checkbox", { name: /^Add a closing/ })).not.toBeChecked();
      await expect(canvas.queryAllByRole("textbox")).toHaveLength(0);
      await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith({ kind, locale: "en", intro: null, closing: null }));
    }

    const frame = canvas.getByTitle("Preview of the email");
    await expect(frame.tagName).toBe("IFRAME");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(frame).toHaveAttribute("srcdoc", PREVIEW.html);
    await expect(canvas.getByText(`Subject: ${PREVIEW.subject}`)).toBeVisible();

    await userEvent.click(canvas.getByRole("radio", { name: "Spanish" }));
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith({ kind: "reminder", locale: "es", intro: null, closing: null }));

    await userEvent.click(canvas.getByRole("button", { name: "Save this email" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ kind: "reminder", intro: null, closing: null }));
  },
};

/**
 * The owner's opening and closing for "Appointment confirmed": both parts on with their words, the
 * preview asked for with the words as typed, and Save sends them trimmed; a part turned off is sent
 * as null.
 */
export const OwnWords: Story = {
  args: { texts: { status: "ready", texts: OWN } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseEmail(canvasElement, "Email", "Appointment confirmed");
    const opening = canvas.getByRole("group", { name: "Opening" });
    await expect(within(opening).getByRole("checkbox", { name: /^Use your own opening/ })).toBeChecked();
    await expect(within(opening).getByRole("textbox", { name: "English" })).toHaveValue(OWN.confirmed?.intro?.en);
    await expect(within(opening).getByRole("textbox", { name: "Spanish" })).toHaveValue(OWN.confirmed?.intro?.es);
    await expect(within(opening).queryByText(english["texts.productOpening"])).toBeNull();
    const closing = canvas.getByRole("group", { name: "Closing (optional)" });
    await expect(within(closing).getByRole("checkbox", { name: /^Add a closing/ })).toBeChecked();
    await expect(within(closing).getByRole("textbox", { name: "Spanish" })).toHaveValue(OWN.confirmed?.closing?.es);
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith({ kind: "confirmed", locale: "en", ...OWN.confirmed }));

    const englishClosing = within(closing).getByRole("textbox", { name: "English" });
    await userEvent.clear(englishClosing);
    await userEvent.type(englishClosing, "  Free parking behind the building. ");
    await waitFor(() =>
      expect(args.onDraftChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ kind: "confirmed", closing: { en: "Free parking behind the building.", es: OWN.confirmed?.closing?.es } }),
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Save this email" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenLastCalledWith({
        kind: "confirmed",
        intro: OWN.confirmed?.intro,
        closing: { en: "Free parking behind the building.", es: OWN.confirmed?.closing?.es },
      }),
    );

    // The closing off: the email ends without it, and the words typed come back if it is turned on again.
    await userEvent.click(within(closing).getByRole("checkbox", { name: /^Add a closing/ }));
    await expect(within(closing).queryByRole("textbox")).toBeNull();
    await expect(within(closing).getByText(english["texts.noClosing"])).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save this email" }));
    await waitFor(() => expect(args.onSave).toHaveBeenLastCalledWith({ kind: "confirmed", intro: OWN.confirmed?.intro, closing: null }));
    await expect(args.onSave).toHaveBeenCalledTimes(2);
  },
};

/** An opening turned on with its Spanish left empty: the server's sentence under it, and nothing is sent. */
export const SpanishMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseEmail(canvasElement, "Email", "Reminder");
    const opening = canvas.getByRole("group", { name: "Opening" });
    await userEvent.click(within(opening).getByRole("checkbox", { name: /^Use your own opening/ }));
    await userEvent.type(within(opening).getByRole("textbox", { name: "English" }), "See you soon!");
    // The preview in English shows the English opening already, the Spanish standing in unseen.
    await waitFor(() =>
      expect(args.onDraftChange).toHaveBeenLastCalledWith({ kind: "reminder", locale: "en", intro: { en: "See you soon!", es: "See you soon!" }, closing: null }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Save this email" }));
    const spanishBox = within(opening).getByRole("textbox", { name: "Spanish" });
    await expect(within(opening).getByText("Write the Spanish text, or leave this part to the product.")).toBeVisible();
    await expect(spanishBox).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Save this email" })).toHaveAttribute("data-loading", "true");
  },
};

export const Saved: Story = {
  args: { texts: { status: "ready", texts: OWN }, message: { kind: "success", text: english["texts.saved"] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(english["texts.saved"]);
  },
};

export const SaveFailed: Story = {
  args: { message: { kind: "error", text: english["texts.saveFailed"] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(english["texts.saveFailed"]);
  },
};

/** The first preview on its way: said, with no frame yet. */
export const PreviewLoading: Story = {
  args: { preview: { status: "loading" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(english["texts.previewLoading"])).toBeVisible();
    await expect(canvas.queryByTitle("Preview of the email")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Save this email" })).toBeEnabled();
  },
};

/** The server could not make the preview: said, and the words can still be saved. */
export const PreviewError: Story = {
  args: { preview: { status: "error" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(english["texts.previewFailed"])).toBeVisible();
    await expect(canvas.queryByTitle("Preview of the email")).toBeNull();
  },
};

export const Loading: Story = {
  args: { texts: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(english["texts.loading"])).toBeVisible();
    await expect(within(canvasElement).queryByRole("combobox")).toBeNull();
  },
};

export const LoadError: Story = {
  args: { texts: { status: "error", message: english["texts.loadFailed"] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(english["texts.loadFailed"])).toBeVisible();
  },
};

/** On a phone the English and Spanish boxes stack, and the preview keeps the screen's width. */
export const Phone: Story = {
  args: { texts: { status: "ready", texts: OWN } },
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseEmail(canvasElement, "Email", "Appointment confirmed");
    const opening = canvas.getByRole("group", { name: "Opening" });
    const [englishBox, spanishBox] = [within(opening).getByRole("textbox", { name: "English" }), within(opening).getByRole("textbox", { name: "Spanish" })];
    await expect(spanishBox.getBoundingClientRect().top).toBeGreaterThan(englishBox.getBoundingClientRect().bottom);
    const frame = canvas.getByTitle("Preview of the email");
    await expect(frame.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** In Spanish: the emails' names, the parts, the server's sentence, and the preview in Spanish from the start. */
export const Spanish: Story = {
  args: { texts: { status: "ready", texts: OWN } },
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: spanish["texts.title"] })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Español" })).toBeChecked();
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith({ kind: "received", locale: "es", intro: null, closing: null }));
    await userEvent.click(canvas.getByRole("combobox", { name: "Correo" }));
    for (const name of ["Solicitud recibida", "Cita confirmada", "Nuevo horario", "Cita cancelada", "Recordatorio"]) {
      await expect(await screen.findByRole("option", { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole("option", { name: "Cita confirmada" }));
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith({ kind: "confirmed", locale: "es", ...OWN.confirmed }));

    const closing = canvas.getByRole("group", { name: "Cierre (opcional)" });
    await userEvent.clear(within(closing).getByRole("textbox", { name: "Español" }));
    // The Spanish preview goes back to no closing while its text is blank.
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ locale: "es", closing: null })));
    await userEvent.click(canvas.getByRole("button", { name: "Guardar este correo" }));
    await expect(within(closing).getByText("Escriba el texto en español, o deje esta parte al sistema.")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByTitle("Vista previa del correo")).toHaveAttribute("sandbox", "");
    await expect(canvas.getByText(`Asunto: ${PREVIEW.subject}`)).toBeVisible();
  },
};
