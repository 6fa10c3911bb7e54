import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { ContactPage } from "./ContactPage";

const meta = {
  title: "Screens/Contact",
  component: ContactPage,
  parameters: { layout: "fullscreen", route: "/contact", ...viewportParameters },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, then the map section (no maps key in Storybook: the address card). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    await expect(await canvas.findByRole("form", { name: "Contact form" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Find Us" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Get directions" })).toBeVisible();
    // Each once (decision 0146): the address in 'Find Us', the hours in 'Get in Touch' (the footer leaves them out here).
    await expect(canvas.getAllByText("2150 W Shaw Ave, Suite 104, Fresno, CA 93711")).toHaveLength(1);
    await expect(canvas.getAllByText("Monday to Saturday, 9:00 AM to 5:00 PM")).toHaveLength(1);
  },
};

export const Mobile: Story = { globals: phoneGlobals };

/** The contact page in Spanish: the heading, the sentence with the phone and email links, the form and the map section. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Comuníquese con nosotros" })).toBeVisible();
    const talk = canvas.getByText(/¿Prefiere hablar con nosotros\? Llame al/);
    await expect(within(talk).getByRole("link", { name: "(559) 555-0123" })).toHaveAttribute("href", "tel:+15595550123");
    await expect(talk).toHaveTextContent(/ o escríbanos a .+@.+\.$/);
    await expect(await canvas.findByRole("form", { name: "Formulario de contacto" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Dónde estamos" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Cómo llegar" })).toBeVisible();
  },
};
