import { useState } from "react";
import { useToast } from "@studio/design-system";
import { errorMessage } from "@studio/sdk";

/**
 * A one-field change from a list row (status, featured, stock...): shown at once, saved, confirmed with a toast;
 * on failure the row shows the stored value again and the toast says why.
 */
export function useQuickChange<P extends object>(save: (patch: P) => Promise<unknown>, name: string) {
  const { toast } = useToast();
  const [pending, setPending] = useState<P | null>(null);

  const change = async (patch: P, done: string): Promise<boolean> => {
    setPending(patch);
    try {
      await save(patch);
      toast({ title: done, description: name, variant: "success" });
      return true;
    } catch (error) {
      toast({ title: "Could not save", description: errorMessage(error), variant: "error" });
      return false;
    } finally {
      setPending(null);
    }
  };

  return { pending, busy: pending !== null, change };
}
