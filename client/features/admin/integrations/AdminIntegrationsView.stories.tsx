import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_TIME_ZONE } from "../common/admin.fixtures";
import english from "./integrations.en";
import { AdminIntegrationsView, type AdminIntegrationsViewProps } from "./AdminIntegrationsView";
import {
  STORY_ACTIVE_KEY,
  STORY_API_KEYS,
  STORY_CREATED_KEY,
  STORY_CREATED_WEBHOOK,
  STORY_CRM_WEBHOOK,
  STORY_DELIVERIES,
  STORY_WEBHOOKS,
} from "./integrations.fixtures";

// What the forms hand to the page; the stories' forms are told the submission succeeded.
const createKey = fn();
const createWebhook = fn();

const apiKeys: AdminIntegrationsViewProps["apiKeys"] = {
  keys: { status: "ready", items: STORY_API_KEYS },
  message: null,
  onCreate: async (input) => {
    createKey(input);
    return true;
  },
  creating: false,
  formError: null,
  onFormChange: fn(),
  created: null,
  onCloseCreated: fn(),
  toRevoke: null,
  onAskRevoke: fn(),
  onCancelRevoke: fn(),
  onConfirmRevoke: fn(),
  revoking: false,
};

const webhooks: AdminIntegrationsViewProps["webhooks"] = {
  webhooks: { status: "ready", items: STORY_WEBHOOKS },
  message: null,
  onCreate: async (input) => {
    createWebhook(input);
    return true;
  },
  creating: false,
  formError: null,
  onFormChange: fn(),
  created: null,
  onCloseCreated: fn(),
  toRemove: null,
  onAskRemove: fn(),
  onCancelRemove: fn(),
  onConfirmRemove: fn(),
  removing: false,
};

const deliveries: AdminIntegrationsViewProps["deliveries"] = {
  deliveries: { status: "ready", items: STORY_DELIVERIES },
  filter: null,
  onFilterChange: fn(),
  onSendAgain: fn(),
  sendingAgainId: null,
  message: null,
};

const meta = {
  title: "Screens/AdminIntegrations",
  component: AdminIntegrationsView,
  parameters: { layout: "fullscreen", route: "/admin/integrations", ...viewportParameters },
  args: {
    timeZone: STORY_TIME_ZONE,
    apiKeys,
    webhooks,
    deliveries,
    appointmentsHref: "/admin",
    apiDocsHref: "/api/docs",
    openApiHref: "/api/openapi.json",
  },
} satisfies Meta<typeof AdminIntegrationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole("region", { name }));

/** Active and revoked keys, two webhooks and a delivery in every status. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/api/docs");
    await expect(canvas.getByRole("link", { name: "OpenAPI document" })).toHaveAttribute("href", "/api/openapi.json");

    const keys = section(canvasElement, "API keys");
    await expect(keys.getByText("txp_Q2x9LmAe…")).toBeVisible();
    await expect(keys.getByText("Never")).toBeVisible();
    await expect(keys.getByText(/^Revoked on Sun, Feb 1, 2026, 9:12 AM$/)).toBeVisible();
    await expect(keys.getAllByText("Read and write", { selector: ".mantine-Badge-label" })).toHaveLength(1);
    // Only active keys can be revoked.
    await expect(keys.getAllByRole("button", { name: /^Revoke the key/ })).toHaveLength(2);
    await userEvent.click(keys.getByRole("button", { name: "Revoke the key Bookkeeping sync" }));
    await expect(args.apiKeys.onAskRevoke).toHaveBeenCalledWith(STORY_ACTIVE_KEY);

    const hooks = section(canvasElement, "Webhooks");
    const hookList = within(hooks.getByRole("region", { name: "List of webhooks" }));
    await expect(hookList.getByText("Appointment rescheduled")).toBeVisible();
    await expect(hookList.getByText("contact.received")).toBeVisible();
    await userEvent.click(hooks.getByRole("button", { name: `Remove the webhook ${STORY_CRM_WEBHOOK.url}` }));
    await expect(args.webhooks.onAskRemove).toHaveBeenCalledWith(STORY_CRM_WEBHOOK);

    const sent = section(canvasElement, "Deliveries");
    for (const status of ["Queued", "Retrying", "Sent", "Failed", "Withdrawn"]) {
      await expect(sent.getByText(status, { selector: ".mantine-Badge-label" })).toBeVisible();
    }
    await expect(sent.getByRole("cell", { name: "410" })).toBeVisible();
    // Sent, failed and withdrawn deliveries can go out again; queued and retrying ones are still on their way.
    const again = sent.getAllByRole("button", { name: /^Send again/ });
    await expect(again).toHaveLength(3);
    await userEvent.click(sent.getByRole("button", { name: `Send again: "Appointment cancelled" to ${STORY_CRM_WEBHOOK.url}` }));
    await expect(args.deliveries.onSendAgain).toHaveBeenCalledWith(STORY_DELIVERIES[2]);
  },
};

export const Loading: Story = {
  args: {
    apiKeys: { ...apiKeys, keys: { status: "loading" } },
    webhooks: { ...webhooks, webhooks: { status: "loading" } },
    deliveries: { ...deliveries, deliveries: { status: "loading" } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(english["deliveries.loading"])).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    apiKeys: { ...apiKeys, keys: { status: "ready", items: [] } },
    webhooks: { ...webhooks, webhooks: { status: "ready", items: [] } },
    deliveries: { ...deliveries, deliveries: { status: "ready", items: [] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [english["keys.empty"], english["webhooks.empty"], english["deliveries.empty"]]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const LoadError: Story = {
  args: {
    apiKeys: { ...apiKeys, keys: { status: "error", message: english["keys.loadFailed"] } },
    webhooks: { ...webhooks, webhooks: { status: "error", message: english["webhooks.loadFailed"] } },
    deliveries: { ...deliveries, deliveries: { status: "error", message: english["deliveries.loadFailed"] } },
  },
};

/** "Create key": the name and scope go to the page, and the form empties once the key is made. */
export const CreatesAKey: Story = {
  play: async ({ canvasElement }) => {
    const keys = section(canvasElement, "API keys");
    const name = keys.getByRole("textbox", { name: /^Name/ });
    await userEvent.type(name, "  Zapier ");
    await userEvent.click(keys.getByRole("radio", { name: "Read and write" }));
    await userEvent.click(keys.getByRole("button", { name: "Create key" }));
    await expect(createKey).toHaveBeenCalledWith({ name: "Zapier", scope: "write" });
    await waitFor(() => expect(name).toHaveValue(""));
  },
};

/** "Add webhook": the address and the chosen events go to the page. */
export const AddsAWebhook: Story = {
  play: async ({ canvasElement }) => {
    const hooks = section(canvasElement, "Webhooks");
    await userEvent.type(hooks.getByRole("textbox", { name: /^URL/ }), "https://ops.example.org/webhooks/tax-office");
    await userEvent.click(hooks.getByRole("checkbox", { name: /^Appointment confirmed/ }));
    await userEvent.click(hooks.getByRole("checkbox", { name: /^Contact message received/ }));
    await userEvent.click(hooks.getByRole("button", { name: "Add webhook" }));
    await expect(createWebhook).toHaveBeenCalledWith({
      url: "https://ops.example.org/webhooks/tax-office",
      events: ["appointment.confirmed", "contact.received"],
    });
  },
};

/** The browser checks with the server's own sentences before anything is sent. */
export const FormsCheckedBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    const keys = section(canvasElement, "API keys");
    await userEvent.click(keys.getByRole("button", { name: "Create key" }));
    await expect(keys.getByText("Give the key a name, such as the tool that will use it.")).toBeVisible();
    await expect(keys.getByRole("textbox", { name: /^Name/ })).toBeInvalid();
    const hooks = section(canvasElement, "Webhooks");
    await userEvent.click(hooks.getByRole("button", { name: "Add webhook" }));
    await expect(hooks.getByText("Give the address the events should be sent to.")).toBeVisible();
    await expect(hooks.getByText("Choose at least one event.")).toBeVisible();
    await expect(createKey).not.toHaveBeenCalled();
    await expect(createWebhook).not.toHaveBeenCalled();
  },
};

/** The server refused the address (400): its sentence sits on the URL field. */
export const WebhookRefusedByServer: Story = {
  args: { webhooks: { ...webhooks, formError: { message: API_MESSAGES.integrations.webhookPrivateAddress, onField: true } } },
  play: async ({ canvasElement }) => {
    const hooks = section(canvasElement, "Webhooks");
    const url = hooks.getByRole("textbox", { name: /^URL/ });
    await expect(url).toBeInvalid();
    await expect(url).toHaveAccessibleDescription(expect.stringContaining(API_MESSAGES.integrations.webhookPrivateAddress));
  },
};

/** A failure that is not about a field (too many keys) shows above the button. */
export const KeyRefusedByServer: Story = {
  args: { apiKeys: { ...apiKeys, formError: { message: API_MESSAGES.integrations.tooManyKeys, onField: false } } },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, "API keys").getByRole("alert")).toHaveTextContent(API_MESSAGES.integrations.tooManyKeys);
  },
};

export const Creating: Story = {
  args: { apiKeys: { ...apiKeys, creating: true }, webhooks: { ...webhooks, creating: true } },
};

/** The new key, shown once. */
export const KeyShownOnce: Story = {
  args: { apiKeys: { ...apiKeys, created: STORY_CREATED_KEY } },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Your new API key" }));
    await expect(dialog.getByRole("textbox", { name: 'API key "Zapier"' })).toHaveValue(STORY_CREATED_KEY.key);
    await expect(dialog.getByText(`Authorization: Bearer ${STORY_CREATED_KEY.key}`)).toBeVisible();
  },
};

/** The new webhook's signing secret, shown once. */
export const SecretShownOnce: Story = {
  args: { webhooks: { ...webhooks, created: STORY_CREATED_WEBHOOK } },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Webhook added" }));
    await expect(dialog.getByRole("textbox", { name: "Signing secret" })).toHaveValue(STORY_CREATED_WEBHOOK.secret);
  },
};

export const RevokeConfirmation: Story = {
  args: { apiKeys: { ...apiKeys, toRevoke: STORY_ACTIVE_KEY } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Revoke API key" }));
    await userEvent.click(dialog.getByRole("button", { name: "Revoke key" }));
    await expect(args.apiKeys.onConfirmRevoke).toHaveBeenCalled();
  },
};

export const RemoveConfirmation: Story = {
  args: { webhooks: { ...webhooks, toRemove: STORY_CRM_WEBHOOK } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Remove webhook" }));
    await expect(dialog.getByText(/Deliveries still waiting for it are withdrawn/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Keep it" }));
    await expect(args.webhooks.onCancelRemove).toHaveBeenCalled();
  },
};

export const Revoked: Story = {
  args: { apiKeys: { ...apiKeys, message: { kind: "success", text: 'The key "Old spreadsheet export" was revoked.' } } },
};

export const SendingAgain: Story = {
  args: {
    deliveries: { ...deliveries, sendingAgainId: 4, message: { kind: "error", text: API_MESSAGES.integrations.onlyFinishedCanBeResent } },
  },
};

export const FilteredToFailed: Story = {
  args: {
    deliveries: {
      ...deliveries,
      filter: "failed",
      deliveries: { status: "ready", items: STORY_DELIVERIES.filter((delivery) => delivery.status === "failed") },
    },
  },
};

export const FilteredToNothing: Story = {
  args: { deliveries: { ...deliveries, filter: "retrying", deliveries: { status: "ready", items: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(english["deliveries.emptyFiltered"])).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: english["empty.showAllDeliveries"] }));
    await expect(deliveries.onFilterChange).toHaveBeenCalledWith(null);
  },
};

/** On a phone the tables scroll sideways inside their own focusable regions; the page does not. */
export const Mobile: Story = {
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["List of API keys", "List of webhooks", "List of deliveries"]) {
      await expect(canvas.getByRole("region", { name })).toHaveAttribute("tabindex", "0");
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileKeyShownOnce: Story = { ...KeyShownOnce, globals: phoneGlobals };

/** In Spanish: headings, columns, scopes, statuses, the event names and the buttons. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Integraciones" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Referencia de la API" })).toBeVisible();
    for (const name of ["Claves de API", "Webhooks", "Envíos"]) {
      await expect(canvas.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    for (const name of ["Nombre", "Permiso", "Clave", "Último uso", "Respuesta", "Intentos"]) {
      await expect(canvas.getByRole("columnheader", { name })).toBeInTheDocument();
    }
    await expect(canvas.getByText("Lectura y escritura", { selector: ".mantine-Badge-label" })).toBeVisible();
    await expect(canvas.getByText(/^Revocada el dom, 1 de feb/)).toBeVisible();
    for (const status of ["En cola", "Reintentando", "Enviado", "Fallido", "Retirado"]) {
      await expect(canvas.getByText(status, { selector: ".mantine-Badge-label" })).toBeVisible();
    }
    await expect(canvas.getByRole("checkbox", { name: /^Mensaje de contacto recibido/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: `Enviar de nuevo: “Cita cancelada” a ${STORY_CRM_WEBHOOK.url}` }));
    await expect(args.deliveries.onSendAgain).toHaveBeenCalledWith(STORY_DELIVERIES[2]);
  },
};

export const EmptySpanish: Story = { ...Empty, globals: { lang: "es" }, play: undefined };

export const KeyShownOnceSpanish: Story = {
  args: { apiKeys: { ...apiKeys, created: STORY_CREATED_KEY } },
  globals: { lang: "es" },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Su nueva clave de API" }));
    await expect(dialog.getByText(/no se volverá a mostrar/)).toBeVisible();
  },
};
