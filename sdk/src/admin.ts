import { mutate } from "swr";
import { ZAdminLoginResponse, ZAdminMe, ZSetting, type AdminLogin } from "@studio/contracts";
import { api } from "./client.ts";
import { useApi } from "./swr.tsx";

/** Typed admin calls (the server enforces the session; these only carry it). */
export const ADMIN_ME_PATH = "/api/admin/me";

export function useAdminMe() {
  return useApi(ADMIN_ME_PATH, { schema: ZAdminMe });
}

export function adminLogin(body: AdminLogin) {
  return api.post("/api/admin/login", body, ZAdminLoginResponse);
}

/** Puts the signed-in admin into the cache (replacing an earlier 401). */
export function refreshAdminMe(): Promise<unknown> {
  return mutate(ADMIN_ME_PATH, api.get(ADMIN_ME_PATH, ZAdminMe));
}

export async function adminLogout(): Promise<void> {
  await api.post("/api/admin/logout");
  await mutate(ADMIN_ME_PATH, undefined, { revalidate: false });
}

export function saveSetting(key: string, value: string) {
  return api.put(`/api/admin/settings/${key}`, { value }, ZSetting);
}
