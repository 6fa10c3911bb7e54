import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { TestimonialsSection } from "./TestimonialsSection";
import { TESTIMONIALS } from "./testimonials-content";

const meta = {
  title: "Marketing/TestimonialsSection",
  component: TestimonialsSection,
  parameters: { layout: "fullscreen", ...viewportParameters },
  args: { testimonials: TESTIMONIALS },
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

export const Dark: Story = { globals: { theme: "dark" } };

/** The quotes in Spanish, the clients' names kept. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Lo que dicen nuestros clientes" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Testimonios de clientes, desplazables" })).toBeVisible();
    await expect(canvas.getAllByRole("img", { name: "Calificación: 5 de 5" })).toHaveLength(5);
    const [first] = canvas.getAllByRole("figure");
    await expect(first).toHaveTextContent(/^“Antes temía que llegara abril\./);
    await expect(within(first!).getByText("Maria G., Clovis")).toBeInTheDocument();
    await expect(canvas.getByText("James T., dueño de un pequeño negocio")).toBeInTheDocument();
  },
};

export const SpanishDark: Story = { ...DefaultSpanish, globals: { lang: "es", theme: "dark" } };
