import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { REVIEW_LIMITS } from "#server/shared/review.schema.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { ReviewsView } from "./ReviewsView";
import { STORY_REVIEWS, STORY_SAMPLE_REVIEWS } from "./reviews.fixtures";

const meta = {
  title: "Screens/AdminReviews",
  component: ReviewsView,
  args: {
    reviews: { status: "ready", reviews: STORY_REVIEWS },
    message: null,
    onAdd: fn(),
    onEdit: fn(),
    onMove: fn(),
    onHide: fn(),
    onShow: fn(),
    onDelete: fn(),
    busy: null,
    homeHref: "/admin",
    section: { shown: true, settingsHref: "/admin/business" },
  },
  parameters: { route: "/admin/reviews" },
} satisfies Meta<typeof ReviewsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (name: string, list = "Reviews") =>
  within(within(screen.getByRole("list", { name: list })).getAllByRole("listitem").find((item) => item.textContent?.startsWith(name)) as HTMLElement);

/** A fresh install: the five samples, all live, each saying nobody said it; the notice at the top says what that risks. */
export const Samples: Story = {
  args: { reviews: { status: "ready", reviews: STORY_SAMPLE_REVIEWS } },
  play: async () => {
    const notice = screen.getByRole("status");
    await expect(within(notice).getByText("Sample reviews are live on your home page")).toBeVisible();
    await expect(notice).toHaveTextContent(/FTC's 2024 rule on fake reviews/);
    await expect(within(screen.getByRole("list", { name: "Reviews" })).getAllByRole("listitem")).toHaveLength(5);
    const first = card("Maria G., Clovis");
    await expect(first.getByText("Sample")).toBeVisible();
    await expect(first.getByText("Written for the template: no client said this.")).toBeVisible();
    await expect(first.getByText("5 of 5 stars")).toBeVisible();
    await expect(first.getByRole("button", { name: "Move Maria G., Clovis up" })).toBeDisabled();
    await expect(card("Robert S., retired teacher").getByRole("button", { name: "Move Robert S., retired teacher down" })).toBeDisabled();
    await expect(card("James T., small business owner").getByText("James T., dueño de un pequeño negocio")).toHaveAttribute("lang", "es");
  },
};

/** The owner turned the reviews section off: the samples are not live, and the page says where the switch is. */
export const SectionHidden: Story = {
  args: { reviews: { status: "ready", reviews: STORY_SAMPLE_REVIEWS }, section: { shown: false, settingsHref: "/admin/business" } },
  play: async () => {
    await expect(screen.queryByText("Sample reviews are live on your home page")).toBeNull();
    await expect(screen.getByText("The home page hides its reviews")).toBeVisible();
    await expect(screen.getByRole("link", { name: "Open the business page" })).toHaveAttribute("href", "/admin/business");
  },
};

/** The office's own reviews with their dates, a hidden one, and a sample still shown; each can move, be edited, hidden or shown, and deleted. */
export const OwnReviews: Story = {
  play: async ({ args }) => {
    await expect(screen.getByText("Sample reviews are live on your home page")).toBeVisible();
    const carmen = card("Carmen R., Fresno");
    await expect(carmen.getByText("Given on Saturday, February 14, 2026")).toBeVisible();
    await expect(carmen.queryByText("Sample")).toBeNull();
    await expect(card("David L., Madera").getByText("4 of 5 stars")).toBeVisible();
    await expect(card("Sofia M., Clovis").getByText("Hidden")).toBeVisible();
    await expect(card("James T., small business owner").getByText("Sample")).toBeVisible();

    await userEvent.click(card("David L., Madera").getByRole("button", { name: "Move David L., Madera up" }));
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }), -1);
    await userEvent.click(card("David L., Madera").getByRole("button", { name: "Edit David L., Madera" }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    await userEvent.click(card("David L., Madera").getByRole("button", { name: "Hide David L., Madera" }));
    await expect(args.onHide).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    await userEvent.click(card("Sofia M., Clovis").getByRole("button", { name: "Show Sofia M., Clovis" }));
    await expect(args.onShow).toHaveBeenCalledWith(expect.objectContaining({ id: 13 }));
    await userEvent.click(card("Sofia M., Clovis").getByRole("button", { name: "Delete Sofia M., Clovis" }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 13 }));
    await userEvent.click(screen.getByRole("button", { name: "Add a review" }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Only the office's own reviews, the sample hidden: no notice. */
export const NoSampleShown: Story = {
  args: {
    reviews: { status: "ready", reviews: STORY_REVIEWS.map((review) => (review.sample ? { ...review, shown: false } : review)) },
  },
  play: async () => {
    await expect(screen.queryByText("Sample reviews are live on your home page")).toBeNull();
  },
};

export const Empty: Story = {
  args: { reviews: { status: "ready", reviews: [] } },
  play: async () => {
    await expect(screen.getByText(/There are no reviews yet/)).toBeVisible();
    await expect(screen.queryByRole("list", { name: "Reviews" })).toBeNull();
    await expect(screen.queryByText("Sample reviews are live on your home page")).toBeNull();
  },
};

/** At the limit, adding is off and the page says why. */
export const Full: Story = {
  args: {
    reviews: {
      status: "ready",
      reviews: Array.from({ length: REVIEW_LIMITS.maxReviews }, (_, index) => ({
        ...(STORY_REVIEWS[0] as (typeof STORY_REVIEWS)[number]),
        id: 100 + index,
        name: `Client ${index + 1}`,
      })),
    },
  },
  play: async () => {
    const add = screen.getByRole("button", { name: "Add a review" });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription("The site keeps at most 50 reviews. Delete one to add another.");
  },
};

/** While one review is hidden or shown, its button spins and nothing moves. */
export const Busy: Story = {
  args: { busy: 12 },
  play: async () => {
    const david = card("David L., Madera");
    await expect(david.getByRole("button", { name: "Hide David L., Madera" })).toHaveAttribute("data-loading", "true");
    await expect(david.getByRole("button", { name: "Delete David L., Madera" })).toBeDisabled();
    await expect(card("Carmen R., Fresno").getByRole("button", { name: "Move Carmen R., Fresno down" })).toBeDisabled();
  },
};

/** After hiding one: what it means for the home page. */
export const HiddenDone: Story = {
  args: {
    message: { kind: "success", text: "The review by David L., Madera is hidden. It stays on this list, off the home page." },
  },
  play: async () => {
    await expect(screen.getByText(/The review by David L., Madera is hidden/).closest("[role='status']")).not.toBeNull();
  },
};

export const Loading: Story = {
  args: { reviews: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading the reviews…")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { reviews: { status: "error", message: "The reviews could not be loaded. Please refresh the page." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The reviews could not be loaded. Please refresh the page.")).toBeVisible();
  },
};

/** On a phone each card's actions wrap under its words. */
export const Phone: Story = { parameters: viewportParameters, globals: phoneGlobals };

/** The page in Spanish: the notice, the stars and dates in Spanish; the clients' words stay as written. */
export const ReviewsSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    await expect(screen.getByRole("heading", { level: 1, name: "Reseñas" })).toBeVisible();
    await expect(screen.getByText("Hay reseñas de ejemplo en su página de inicio")).toBeVisible();
    const list = within(screen.getByRole("list", { name: "Reseñas" }));
    await expect(list.getByText("Recibida el sábado, 14 de febrero de 2026")).toBeVisible();
    await expect(list.getByText("4 de 5 estrellas")).toBeVisible();
    await expect(list.getByText("Oculta")).toBeVisible();
    await expect(list.getByText("Ejemplo")).toBeVisible();
    await expect(list.getByRole("button", { name: "Mostrar Sofia M., Clovis" })).toBeVisible();
    await expect(list.getByRole("button", { name: "Eliminar Carmen R., Fresno" })).toBeVisible();
  },
};
