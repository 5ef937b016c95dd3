import { json } from "../../../sdk/build/test-utils.tsx";

const setting = (key: string, value: string) => ({ key, value, description: "", updatedAt: "2025-01-01T00:00:00.000Z" });

/** GET /api/admin/settings answering these stored values. */
export const storedSettings = (values: Record<string, string>) =>
  json(Object.entries(values).map(([key, value]) => setting(key, value)));

/** PUT /api/admin/settings/:key answering with the value it was sent (as the server does for plain settings). */
export const echoSetting = (key: string) => (init?: RequestInit) =>
  json(setting(key, (JSON.parse(String(init?.body)) as { value: string }).value))();

/** The message wired to a control through aria-describedby (its last id: the error, when there is one). */
export const messageOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "")?.textContent;
