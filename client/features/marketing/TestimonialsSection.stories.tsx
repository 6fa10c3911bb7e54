import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { TestimonialsSection } from "./TestimonialsSection";
import { DEFAULT_REVIEWS } from "#server/shared/default-reviews.ts";

const meta = {
  title: "Marketing/TestimonialsSection",
  component: TestimonialsSection,
  parameters: { layout: "fullscreen", ...viewportParameters },
  args: { reviews: DEFAULT_REVIEWS },
} satisfies Meta<typeof TestimonialsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
    await expect(canvas.getAllByRole("figure")).toHaveLength(5);
    await expect(canvas.getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(5);
    await expect(canvas.getAllByRole("figure")[0]).toHaveStyle({ width: "400px" });
  },
};

/** The row takes focus and the arrow keys scroll it. */
export const KeyboardScroll: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole("region", { name: "Client testimonials, scrollable" });
    row.focus();
    await expect(row).toHaveFocus();
    await userEvent.keyboard("{ArrowRight>8/}");
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThan(0));
  },
};

/** A mouse press-and-drag to the left scrolls the row to the right. */
export const MouseDrag: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole("region", { name: "Client testimonials, scrollable" });
    const box = row.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const pointer = { pointerId: 1, pointerType: "mouse", button: 0, bubbles: true, clientY: y };
    row.dispatchEvent(new PointerEvent("pointerdown", { ...pointer, clientX: box.left + 300 }));
    row.dispatchEvent(new PointerEvent("pointermove", { ...pointer, clientX: box.left + 150 }));
    row.dispatchEvent(new PointerEvent("pointermove", { ...pointer, clientX: box.left + 20 }));
    row.dispatchEvent(new PointerEvent("pointerup", { ...pointer, clientX: box.left + 20 }));
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThan(100));
  },
};

/** On a phone each card is 90% of the viewport wide. */
export const Mobile: Story = {
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getAllByRole("figure")[0]!;
    await expect(Math.round(card.getBoundingClientRect().width)).toBe(Math.round(window.innerWidth * 0.9));
  },
};

/**
 * The row shows that it scrolls (issue 19): its far edge fades, and Next moves it a card on,
 * after which Previous comes back to life.
 */
export const ScrollHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole("region", { name: "Client testimonials, scrollable" });
    const previous = canvas.getByRole("button", { name: "Previous testimonials" });
    const next = canvas.getByRole("button", { name: "Next testimonials" });
    await expect(row).toHaveAttribute("data-more-after");
    await expect(row).not.toHaveAttribute("data-more-before");
    await expect(previous).toBeDisabled();
    await expect(next).toHaveAttribute("aria-controls", row.id);
    await userEvent.click(next);
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThan(300));
    await waitFor(() => expect(previous).toBeEnabled());
    await expect(row).toHaveAttribute("data-more-before");
  },
};

/** At the last card, Next is spent and the far edge no longer fades. */
export const ScrolledToEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole("region", { name: "Client testimonials, scrollable" });
    row.scrollLeft = row.scrollWidth;
    await waitFor(() => expect(canvas.getByRole("button", { name: "Next testimonials" })).toBeDisabled());
    await expect(row).not.toHaveAttribute("data-more-after");
  },
};

/** On a phone the next card peeks in at the edge, and Next brings it to where the first one stood. */
export const MobileScrollHint: Story = {
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole("figure");
    const start = first!.getBoundingClientRect().left;
    await expect(second!.getBoundingClientRect().left).toBeLessThan(window.innerWidth);
    await userEvent.click(canvas.getByRole("button", { name: "Next testimonials" }));
    await waitFor(() => expect(Math.abs(second!.getBoundingClientRect().left - start)).toBeLessThan(2));
  },
};

/** The quotes in Spanish, the clients' names kept. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Lo que dicen nuestros clientes" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Testimonios de clientes, desplazables" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Testimonios siguientes" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Testimonios anteriores" })).toBeDisabled();
    await expect(canvas.getAllByRole("img", { name: "Calificación: 5 de 5" })).toHaveLength(5);
    const [first] = canvas.getAllByRole("figure");
    await expect(first).toHaveTextContent(/^“Antes temía que llegara abril\./);
    await expect(within(first!).getByText("Maria G., Clovis")).toBeInTheDocument();
    await expect(canvas.getByText("James T., dueño de un pequeño negocio")).toBeInTheDocument();
  },
};

/** The owner's own reviews: a real client's date under their name, and the English text where no Spanish was given. */
export const OwnReviews: Story = {
  args: {
    reviews: [
      { id: 11, name: "Rosa M., Visalia", name_es: null, text: "Quick, careful and kind.", text_es: "Rápidos, cuidadosos y amables.", rating: 5, given_on: "2026-03-14", sample: false },
      { id: 12, name: "Tom B.", name_es: null, text: "They found a credit I had missed.", text_es: null, rating: 4, given_on: "2026-02-02", sample: false },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole("figure");
    const spanish = globals.lang === "es";
    await expect(first).toHaveTextContent(spanish ? "“Rápidos, cuidadosos y amables.”" : "“Quick, careful and kind.”");
    await expect(within(first!).getByText(spanish ? "marzo de 2026" : "March 2026")).toBeVisible();
    await expect(second).toHaveTextContent("“They found a credit I had missed.”");
    await expect(within(second!).getByRole("img", { name: spanish ? "Calificación: 4 de 5" : "Rated 4 out of 5" })).toBeVisible();
  },
};

/** The same in Spanish: the Spanish text where the owner gave one, the English where not, the month in Spanish. */
export const OwnReviewsSpanish: Story = { ...OwnReviews, globals: { lang: "es" } };
