import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Footer } from "./Footer";
import { phoneGlobals, viewportParameters } from "./story-viewports";

const meta = {
  title: "Layout/Footer",
  component: Footer,
  parameters: { layout: "fullscreen", route: "/services", ...viewportParameters },
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Footer" });
    const expected = [
      ["Home", "/"],
      ["Services", "/services"],
      ["About", "/about"],
      ["Contact", "/contact"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
    ];
    for (const [name, href] of expected) {
      await expect(within(nav).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(canvas.getByRole("link", { name: "Book Appointment" })).toHaveAttribute("href", "/book");
    await expect(canvas.getByText("Your trusted partner for personal and business tax needs.")).toBeVisible();
    await expect(canvas.getByText("© 2026 Valley Tax Pros. All rights reserved.")).toBeVisible();
  },
};

/** A page that gives neither the address nor the hours itself: the footer does, with the phone and email. */
export const VisitDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2150 W Shaw Ave, Suite 104, Fresno, CA 93711")).toBeVisible();
    await expect(canvas.getByText("Monday to Saturday, 9:00 AM to 5:00 PM")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "(559) 555-0123" })).toHaveAttribute("href", "tel:+15595550123");
    await expect(canvas.getByRole("link", { name: "hello@valleytaxpros.example" })).toBeVisible();
  },
};

/** The home and contact pages give the address ('Find Us') and the hours ('Get in Touch'): the footer keeps the phone and email. */
export const OnTheHomePage: Story = {
  parameters: { route: "/" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("2150 W Shaw Ave, Suite 104, Fresno, CA 93711")).toBeNull();
    await expect(canvas.queryByText("Monday to Saturday, 9:00 AM to 5:00 PM")).toBeNull();
    await expect(canvas.getByRole("link", { name: "(559) 555-0123" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "hello@valleytaxpros.example" })).toBeVisible();
  },
};

/** The legal pages write the address into their text: the footer still gives the hours. */
export const OnALegalPage: Story = {
  parameters: { route: "/privacy" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("2150 W Shaw Ave, Suite 104, Fresno, CA 93711")).toBeNull();
    await expect(canvas.getByText("Monday to Saturday, 9:00 AM to 5:00 PM")).toBeVisible();
  },
};

export const Mobile: Story = { globals: phoneGlobals };

/** The footer in Spanish. */
export const Spanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Pie de página" });
    await expect(within(nav).getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/privacy");
    await expect(canvas.getByRole("link", { name: "Reservar cita" })).toBeVisible();
    await expect(canvas.getByText(/Todos los derechos reservados\.$/)).toBeVisible();
  },
};
