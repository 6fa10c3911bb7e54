import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import type { WebauthnOptions } from "../../server/shared/mfa.schema";
import { useIsHydrating } from "./hydration";

/**
 * The browser's side of passkeys (issue 17). @simplewebauthn/browser is fetched only when a
 * passkey is used, so no page carries it until then. The server's options are the library's
 * own JSON (its schema only bounds their shape), hence the casts.
 */

/** The browser can make and use passkeys at all. */
export const passkeysSupported = (): boolean => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

/**
 * `passkeysSupported()` for a render. A page drawn by the server (decision 0143) offers the
 * passkey, as every current browser can use one; a browser that cannot drops the button as the
 * script takes the page over, instead of every other browser adding it then (and moving the page).
 */
export function usePasskeysSupported(): boolean {
  return useIsHydrating() || passkeysSupported();
}

/** A browser's answer as the server's schema takes it: plain JSON objects. */
export type PasskeyAnswer = {
  [key: string]: unknown;
  id: string;
  rawId: string;
  type: "public-key";
  response: { [key: string]: unknown; clientDataJSON: string };
};

const plain = (answer: AuthenticationResponseJSON | RegistrationResponseJSON): PasskeyAnswer => ({
  ...answer,
  response: { ...answer.response },
});

/** Asks the browser for a passkey assertion (sign-in). */
export async function passkeyAssertion(options: WebauthnOptions): Promise<PasskeyAnswer> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return plain(await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }));
}

/** Asks the browser to make a new passkey (registration). */
export async function newPasskey(options: WebauthnOptions): Promise<PasskeyAnswer> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  return plain(await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));
}

/** The person closed the browser's passkey prompt, or let it time out: not a failure to report as one. */
export function isPasskeyCancelled(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const cause = (error as { cause?: unknown }).cause;
  const names = [error.name, cause instanceof Error ? cause.name : ""];
  return names.includes("NotAllowedError") || names.includes("AbortError") || (error as { code?: string }).code === "ERROR_CEREMONY_ABORTED";
}

/** A name for a new passkey from the browser's own description of the device, e.g. "Chrome on macOS". */
export function deviceName(userAgent: string = typeof navigator === "undefined" ? "" : navigator.userAgent): string | null {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}
