import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ReviewFormModal } from "./ReviewFormModal";
import { STORY_REVIEWS, STORY_SAMPLE_REVIEWS } from "./reviews.fixtures";

const SAMPLE = STORY_SAMPLE_REVIEWS[3] ?? null;
const OWN = STORY_REVIEWS[1] ?? null;

const meta = {
  title: "Admin/Reviews/ReviewFormModal",
  component: ReviewFormModal,
  args: {
    opened: true,
    review: null,
    today: "2026-04-15",
    submitting: false,
    error: null,
    onSubmit: fn(async () => true),
    onClose: fn(),
  },
} satisfies Meta<typeof ReviewFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string | RegExp) => within(await screen.findByRole("dialog", { name }));

/** A new review: every field says what it needs, in the server's words, before anything is sent; a day after today is refused. */
export const Add: Story = {
  play: async ({ args }) => {
    const modal = await dialog("Add a review");
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await expect(modal.getByText("Give the client's first name and last initial.")).toBeVisible();
    await expect(modal.getByText("The review's English text is required.")).toBeVisible();
    await expect(modal.getByText("The rating must be a whole number of stars from 1 to 5.")).toBeVisible();
    await expect(modal.getByText("Choose the day the client gave the review.")).toBeVisible();
    await expect(modal.getByText("Confirm that the client agreed to have this review published.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(modal.getByRole("textbox", { name: /^Name line$/ }), "Ana P., Fresno");
    await userEvent.type(modal.getByRole("textbox", { name: /^Review$/ }), "Clear answers and a fair price.");
    await userEvent.click(modal.getByRole("radio", { name: "4 stars" }));
    await userEvent.type(modal.getByLabelText(/^Date/), "2026-04-16");
    await userEvent.click(modal.getByRole("checkbox", { name: /The client agreed/ }));
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await expect(modal.getByText("The review's date cannot be in the future.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const date = modal.getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, "2026-04-01");
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: "Ana P., Fresno",
        name_es: null,
        text: "Clear answers and a fair price.",
        text_es: null,
        rating: 4,
        given_on: "2026-04-01",
        client_consented: true,
      }),
    );
  },
};

/** A sample: its words are there to replace, and it cannot be saved without the client's consent ticked. */
export const EditSample: Story = {
  args: { review: SAMPLE },
  play: async ({ args }) => {
    const modal = await dialog("Edit the review by Anh N., rideshare driver");
    await expect(modal.getByText(/This is a sample written for the template/)).toBeVisible();
    await expect(modal.getByRole("radio", { name: "5 stars" })).toBeChecked();
    const consent = modal.getByRole("checkbox", { name: /The client agreed/ });
    await expect(consent).not.toBeChecked();

    await userEvent.type(modal.getByLabelText(/^Date/), "2026-03-20");
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await expect(modal.getByText("Confirm that the client agreed to have this review published.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(consent);
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: "Anh N., rideshare driver", name_es: "Anh N., conductor de viajes por aplicación", given_on: "2026-03-20", client_consented: true }),
      ),
    );
  },
};

/** One of the office's own: everything as saved, the consent asked again; a blank Spanish review stays blank (the English shows). */
export const EditOwn: Story = {
  args: { review: OWN },
  play: async ({ args }) => {
    const modal = await dialog("Edit the review by David L., Madera");
    await expect(modal.queryByText(/This is a sample/)).toBeNull();
    await expect(modal.getByLabelText(/^Date/)).toHaveValue("2026-03-28");
    await expect(modal.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(modal.getByRole("textbox", { name: /^Review in Spanish/ })).toHaveValue("");
    await userEvent.click(modal.getByRole("radio", { name: "5 stars" }));
    await userEvent.click(modal.getByRole("checkbox", { name: /The client agreed/ }));
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: "David L., Madera",
        name_es: null,
        text: "Quick, careful and patient with my questions. The wait in March was longer than I hoped.",
        text_es: null,
        rating: 5,
        given_on: "2026-03-28",
        client_consented: true,
      }),
    );
  },
};

/** The rating is a labelled group of radios: the arrow keys choose. */
export const RatingByKeyboard: Story = {
  args: { review: OWN },
  play: async () => {
    const modal = await dialog("Edit the review by David L., Madera");
    const group = modal.getByRole("radiogroup", { name: "Rating" });
    within(group).getByRole("radio", { name: "4 stars" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(group).getByRole("radio", { name: "5 stars" })).toBeChecked();
  },
};

/** The server refused the save: its sentence in the dialog, which stays open with what was typed. */
export const ServerError: Story = {
  args: { error: "The site keeps at most 50 reviews. Delete one before adding another.", onSubmit: fn(async () => false) },
  play: async ({ args }) => {
    const modal = await dialog("Add a review");
    await expect(modal.getByRole("alert")).toHaveTextContent("The site keeps at most 50 reviews. Delete one before adding another.");
    await userEvent.type(modal.getByRole("textbox", { name: /^Name line$/ }), "Ana P., Fresno");
    await userEvent.type(modal.getByRole("textbox", { name: /^Review$/ }), "Clear answers.");
    await userEvent.click(modal.getByRole("radio", { name: "5 stars" }));
    await userEvent.type(modal.getByLabelText(/^Date/), "2026-04-01");
    await userEvent.click(modal.getByRole("checkbox", { name: /The client agreed/ }));
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(modal.getByRole("textbox", { name: /^Name line$/ })).toHaveValue("Ana P., Fresno");
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Saving: the button says so. */
export const Saving: Story = {
  args: { review: OWN, submitting: true },
  play: async () => {
    const modal = await dialog("Edit the review by David L., Madera");
    await expect(modal.getByRole("button", { name: "Save" })).toHaveAttribute("data-loading", "true");
  },
};

/** The dialog in Spanish, the server's sentences too. */
export const AddSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Agregar una reseña");
    await userEvent.click(modal.getByRole("button", { name: "Guardar" }));
    await expect(modal.getByText("Confirme que el cliente aceptó que se publique esta reseña.")).toBeVisible();
    await expect(modal.getByText("Indique el nombre y la inicial del apellido del cliente.")).toBeVisible();
    await expect(modal.getByRole("radio", { name: "1 estrella" })).toBeVisible();
    await expect(modal.getByText("Si la deja vacía, la página en español muestra la reseña en inglés.")).toBeVisible();
  },
};
