import type { ShippingZone, ShippingZoneInput } from "@studio/contracts";
import { api, invalidate, markAdminChangesPending, useApi } from "@studio/sdk";

const KEYS = ["/api/admin/shipping-zones", "/api/shipping-zones"];

async function changed<T>(call: Promise<T>): Promise<T> {
  const result = await call;
  markAdminChangesPending();
  await invalidate(KEYS);
  return result;
}

export const useAdminShippingZones = () => useApi<ShippingZone[]>("/api/admin/shipping-zones");
export const createShippingZone = (input: ShippingZoneInput) => changed(api.post<{ id: number }>("/api/admin/shipping-zones", input));
export const updateShippingZone = (id: number, input: ShippingZoneInput) => changed(api.put<{ id: number }>(`/api/admin/shipping-zones/${id}`, input));
export const deleteShippingZone = (id: number) => changed(api.delete(`/api/admin/shipping-zones/${id}`));
