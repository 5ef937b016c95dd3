import type { ShippingZone, ShippingZoneInput } from "@studio/contracts";
import { api, useApi } from "@studio/sdk";
import { changed } from "./admin-api.ts";

const KEYS = ["/api/admin/shipping-zones", "/api/shipping-zones"];

export const useAdminShippingZones = () => useApi<ShippingZone[]>("/api/admin/shipping-zones");
export const createShippingZone = (input: ShippingZoneInput) => changed(api.post<{ id: number }>("/api/admin/shipping-zones", input), KEYS);
export const updateShippingZone = (id: number, input: ShippingZoneInput) => changed(api.put<{ id: number }>(`/api/admin/shipping-zones/${id}`, input), KEYS);
export const deleteShippingZone = (id: number) => changed(api.delete(`/api/admin/shipping-zones/${id}`), KEYS);
