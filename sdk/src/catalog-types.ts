import { z } from "zod";
import { ZNamedType } from "@studio/contracts";
import { useApi } from "./swr.tsx";

/** The owner's original and merchandise types (shop sub-selections), validated once here like the other catalog reads. */
const ZNamedTypes = z.array(ZNamedType);

/** `enabled: false` skips the request (the originals tab alone needs original types). */
export function useOriginalTypes(enabled = true) {
  return useApi(enabled ? "/api/original-types" : null, { schema: ZNamedTypes });
}

export function useMerchandiseTypes(enabled = true) {
  return useApi(enabled ? "/api/merchandise-types" : null, { schema: ZNamedTypes });
}
