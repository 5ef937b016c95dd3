import { z } from "zod";
import { ZOrder, ZShippingZone } from "@studio/contracts";
import useSWR from "swr";
import { cartToken } from "./cart-store.ts";
import { request } from "./client.ts";
import { useApi } from "./swr.tsx";

const ZShippingZones = z.array(ZShippingZone);

/** The shipping options a shopper can choose at checkout. */
export function useShippingZones() {
  return useApi("/api/shipping-zones/active", { schema: ZShippingZones });
}

/** An order placed from this browser (the server checks the cart token); `null` skips the request. */
export function useOrder(id: number | null) {
  return useSWR(id === null ? null : `/api/orders/${id}`, (path: string) =>
    request("GET", path, undefined, ZOrder, { "X-Cart-Token": cartToken() }));
}
