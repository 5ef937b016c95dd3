import { join } from "node:path";
import type { Config } from "./config.ts";

/** Encrypts short secrets for storage (AES-256-GCM, a fresh nonce each time); `open` fails on tampering or a wrong key. */
export interface SecretBox {
  seal(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
  /** An unforgeable tag for `message` (HMAC-SHA-256, base64url), e.g. for links that must not be guessable. */
  sign(message: string): Promise<string>;
}

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export async function createSecretBox(secret: string): Promise<SecretBox> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`studio-secret-box:${secret}`));
  const key = await crypto.subtle.importKey("raw", digest, "AES-GCM", false, ["encrypt", "decrypt"]);
  const macDigest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`studio-signing:${secret}`));
  const macKey = await crypto.subtle.importKey("raw", macDigest, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return {
    async seal(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(plain)));
      return `v1:${b64(iv)}:${b64(data)}`;
    },
    async open(sealed) {
      const [version, iv, data] = sealed.split(":");
      if (version !== "v1" || !iv || !data) throw new Error("Not a sealed secret");
      const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: unb64(iv) }, key, unb64(data));
      return new TextDecoder().decode(plain);
    },
    async sign(message) {
      const mac = new Uint8Array(await crypto.subtle.sign("HMAC", macKey, new TextEncoder().encode(message)));
      return b64(mac).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    },
  };
}

/** SECRET_KEY, or (outside production) a key made once and kept in DATA_DIR/secret.key, readable by its owner only. */
export async function loadSecretBox(config: Config): Promise<SecretBox> {
  if (config.SECRET_KEY) return await createSecretBox(config.SECRET_KEY);
  const file = join(config.DATA_DIR, "secret.key");
  let secret = await Deno.readTextFile(file).then((s) => s.trim(), () => "");
  if (!secret) {
    secret = b64(crypto.getRandomValues(new Uint8Array(48)));
    await Deno.mkdir(config.DATA_DIR, { recursive: true });
    await Deno.writeTextFile(file, secret + "\n", { mode: 0o600, createNew: true }).catch(async (err) => {
      // Another process made it first: use theirs.
      if (!(err instanceof Deno.errors.AlreadyExists)) throw err;
      secret = (await Deno.readTextFile(file)).trim();
    });
  }
  return await createSecretBox(secret);
}
