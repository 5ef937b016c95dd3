import { refreshAdminMe } from "@studio/sdk";

/** Client-side marker of a signed-in admin (spec section 6); the server session is what counts. */
export const ADMIN_FLAG_KEY = "admin-authenticated";

/** After a successful login: the flag, and the signed-in admin in the cache. */
export function markSignedIn(): Promise<unknown> {
  sessionStorage.setItem(ADMIN_FLAG_KEY, "true");
  return refreshAdminMe();
}

export function markSignedOut(): void {
  sessionStorage.removeItem(ADMIN_FLAG_KEY);
}
