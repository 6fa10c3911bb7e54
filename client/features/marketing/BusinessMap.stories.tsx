import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { buildInfoWindowContent, type BusinessMapRenderer } from "../../lib/google-maps";
import { BusinessMap } from "./BusinessMap";

/** Stands in for Google Maps: a plain panel holding the real info window content. */
const drawStandInMap: BusinessMapRenderer = async ({ element, business }) => {
  const panel = document.createElement("div");
  panel.style.cssText = "height:100%;display:grid;place-items:center;background:#e9ecef;";
  const infoWindow = buildInfoWindowContent(business);
  infoWindow.style.cssText += "background:#fff;padding:12px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.3);";
  panel.append(infoWindow);
  element.replaceChildren(panel);
};

const rejectKey: BusinessMapRenderer = async ({ onAuthFailure }) => onAuthFailure();

const neverLoads: BusinessMapRenderer = () => new Promise(() => undefined);

const failToLoad: BusinessMapRenderer = () => Promise.reject(new Error("offline"));

const meta = {
  title: "Marketing/BusinessMap",
  component: BusinessMap,
  args: { apiKey: "story-key", mapId: "DEMO_MAP_ID", renderMap: drawStandInMap },
} satisfies Meta<typeof BusinessMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a key: the marker's info window offers a phone link and a directions link. */
export const WithKey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Call (559) 555-0123" })).toHaveAttribute("href", "tel:+15595550123");
    await expect(canvas.getByRole("link", { name: "Get directions" })).toHaveAttribute(
      "href",
      expect.stringContaining("https://www.google.com/maps/dir/?api=1&destination="),
    );
  },
};

export const Loading: Story = {
  args: { renderMap: neverLoads },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading map...");
  },
};

/** Google called window.gm_authFailure: the authentication-failure panel, and the address card. */
export const RejectedKey: Story = {
  args: { renderMap: rejectKey },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("The map could not be loaded")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Get directions" })).toBeVisible();
  },
};

/** No key configured (the default): a static card, never a broken map. */
export const NoKey: Story = {
  args: { apiKey: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "(559) 555-0123" })).toHaveAttribute("href", "tel:+15595550123");
    await expect(canvas.getByRole("link", { name: "Get directions" })).toBeVisible();
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};

export const ScriptFailedToLoad: Story = {
  args: { renderMap: failToLoad },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("link", { name: "Get directions" })).toBeVisible();
  },
};

/** The rejected-key panel and the address card in Spanish. */
export const RejectedKeySpanish: Story = {
  args: { renderMap: rejectKey },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No se pudo cargar el mapa")).toBeVisible();
    await expect(canvas.getByText(/El servicio de mapas no aceptó la clave de este sitio/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Cómo llegar" })).toBeVisible();
  },
};

/** The map's region and its loading status, named in Spanish. */
export const LoadingSpanish: Story = {
  args: { renderMap: neverLoads },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Cargando el mapa...");
    await expect(canvas.getByRole("region", { name: "Mapa con la oficina de Valley Tax Pros" })).toBeInTheDocument();
  },
};
