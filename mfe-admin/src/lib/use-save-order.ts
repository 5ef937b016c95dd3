import { useState } from "react";
import { useToast } from "@studio/design-system";
import { errorMessage, invalidate } from "@studio/sdk";

/** "Save order": sends the whole list; on a conflict (the list changed meanwhile) it reloads the list. */
export function useSaveOrder(save: (ids: number[]) => Promise<unknown>, reset: () => void, listKey: string) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const saveOrder = async (ids: number[]) => {
    setBusy(true);
    try {
      await save(ids);
      reset();
      toast({ title: "Order saved", variant: "success" });
    } catch (error) {
      toast({ title: "Could not save the order", description: errorMessage(error), variant: "error" });
      if ((error as { status?: number }).status === 409) {
        reset();
        await invalidate([listKey]);
      }
    } finally {
      setBusy(false);
    }
  };
  return { saving: busy, saveOrder };
}
