import { z } from "zod";
import { ZOrder, ZShippingZone } from "@studio/contracts";
import { cartToken } from "./cart-store.ts";
import { useApi } from "./swr.tsx";

const ZShippingZones = z.array(ZShippingZone);

/** The shipping options a shopper can choose at checkout. */
export function useShippingZones() {
  return useApi("/api/shipping-zones/active", { schema: ZShippingZones });
}

/** An order placed from this browser (the server checks the cart token); `null` skips the request. */
export function useOrder(id: number | null) {
  return useApi(id === null ? null : `/api/orders/${id}`, { schema: ZOrder, headers: { "X-Cart-Token": cartToken() } });
}
