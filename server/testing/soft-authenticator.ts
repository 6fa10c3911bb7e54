import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey authenticator in software, for integration tests: it answers a server's WebAuthn
 * options as a browser with a platform authenticator would (P-256, "none" attestation, user
 * verified), so the server's real @simplewebauthn verification runs. The e2e tests use
 * Chromium's own virtual authenticator instead.
 */
export type SoftPasskey = { credentialId: Buffer; privateKey: KeyObject; userHandle: string; signCount: number };

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function authenticatorData(rpID: string, flags: number, signCount: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(signCount);
  return Buffer.concat([sha256(rpID), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_DATA = 0x40;

/** Answers `navigator.credentials.create` options: a new passkey and the response JSON to send. */
export function createPasskey(
  options: { challenge: string; rp: { id?: string }; user: { id: string } },
  site: { rpID: string; origin: string },
): { passkey: SoftPasskey; response: Record<string, unknown> } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, "base64url")],
      [-3, Buffer.from(jwk.y as string, "base64url")],
    ]),
  );
  const credentialId = randomBytes(32);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(cosePublicKey)]);
  const authData = authenticatorData(site.rpID, USER_PRESENT | USER_VERIFIED | ATTESTED_DATA, 0, attested);
  const attestationObject = isoCBOR.encode(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]) as never);
  return {
    passkey: { credentialId, privateKey, userHandle: options.user.id, signCount: 0 },
    response: {
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData("webauthn.create", options.challenge, site.origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    },
  };
}

/** Answers `navigator.credentials.get` options with `passkey`: the response JSON to send. */
export function usePasskey(passkey: SoftPasskey, options: { challenge: string }, site: { rpID: string; origin: string }): Record<string, unknown> {
  passkey.signCount += 1;
  const authData = authenticatorData(site.rpID, USER_PRESENT | USER_VERIFIED, passkey.signCount);
  const data = clientData("webauthn.get", options.challenge, site.origin);
  const signature = createSign("sha256").update(Buffer.concat([authData, sha256(data)])).sign(passkey.privateKey);
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: "public-key",
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
  };
}
