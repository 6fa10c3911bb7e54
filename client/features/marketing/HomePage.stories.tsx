import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ReactNode } from "react";
import { expect, within } from "storybook/test";
import { PLACEHOLDER_PROFILE } from "#server/shared/business.ts";
import type { PublicReview } from "#server/shared/review.schema.ts";
import { DEFAULT_REVIEWS } from "#server/shared/default-reviews.ts";
import { DEFAULT_SERVICES } from "#server/shared/default-services.ts";
import { trpc } from "#client/lib/trpc.ts";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { HomePage } from "./HomePage";

const meta = {
  title: "Screens/Home",
  component: HomePage,
  parameters: { layout: "fullscreen", ...viewportParameters },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Stress-Free Tax Services You Can Trust" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Book an Appointment" })).toHaveAttribute("href", "/book");
    await expect(canvas.getByRole("link", { name: "Learn More about our services" })).toHaveAttribute("href", "/services");
    for (const name of ["Personal Tax Prep", "Business Tax Services", "IRS Representation"]) {
      await expect(canvas.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(canvas.getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
    await expect(canvasElement.querySelector("#contact")).toContainElement(
      canvas.getByRole("heading", { level: 2, name: "Get in Touch" }),
    );
    const headings = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.at(-1)).toBe("Find Us");
    // Each once (decision 0146): the address in 'Find Us', the hours in 'Get in Touch' (the footer leaves them out here).
    await expect(canvas.getAllByText("2150 W Shaw Ave, Suite 104, Fresno, CA 93711")).toHaveLength(1);
    await expect(canvas.getAllByText("Monday to Saturday, 9:00 AM to 5:00 PM")).toHaveLength(1);
  },
};

export const Mobile: Story = { globals: phoneGlobals };

/** The whole home page in Spanish, sections in the same order. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Servicios de impuestos sin estrés, en manos de confianza" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Reservar una cita" })).toHaveAttribute("href", "/book");
    for (const name of ["Impuestos personales", "Impuestos de negocios", "Representación ante el IRS"]) {
      await expect(canvas.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(canvas.getByRole("link", { name: "Vea todo lo que hacemos" })).toHaveAttribute("href", "/services");
    const headings = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(["Nuestros servicios", "Lo que dicen nuestros clientes", "Comuníquese con nosotros", "Dónde estamos"]);
    await expect(canvas.getByRole("button", { name: "Enviar mensaje" })).toBeVisible();
  },
};

export const MobileSpanish: Story = { globals: { ...phoneGlobals, lang: "es" } };

/** The profile this story's page reads, in place of the one every story gets: the fresh install's but for `reviews`. */
function WithReviews({ children, reviews, shown }: { children: ReactNode; reviews: readonly PublicReview[]; shown: boolean }) {
  const utils = trpc.useUtils();
  useState(() =>
    utils.business.get.setData(undefined, { ...PLACEHOLDER_PROFILE, services: [...DEFAULT_SERVICES], reviews: [...reviews], reviews_shown: shown }),
  );
  return children;
}

const withoutTestimonials = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 2, name: "Our Services" })).toBeVisible();
  await expect(canvas.queryByRole("heading", { level: 2, name: "What Our Clients Say" })).toBeNull();
};

/** The owner hid the reviews (decision 0242): no testimonials; the rest of the page as before. */
export const ReviewsHidden: Story = {
  decorators: [
    (Story) => (
      <WithReviews reviews={DEFAULT_REVIEWS} shown={false}>
        <Story />
      </WithReviews>
    ),
  ],
  play: withoutTestimonials,
};

/** The owner deleted or hid every review (decision 0243): no empty section is left behind. */
export const NoReviews: Story = {
  decorators: [
    (Story) => (
      <WithReviews reviews={[]} shown>
        <Story />
      </WithReviews>
    ),
  ],
  play: withoutTestimonials,
};
