import { useState } from "react";
import { useToast } from "@studio/design-system";
import { errorMessage, issuesToFields, serverFields, type FieldErrors, type Schema } from "@studio/sdk";

interface SaveOptions<T, R> {
  schema: Schema<T>;
  save: (input: T) => Promise<R>;
  success: string;
  onSaved?: (result: R) => void;
}

/**
 * Validates a candidate with the contract's schema, saves it, and reports: each field's message (client or
 * server) under its field, a 'Could not save' toast on failure, a success toast. The form's values stay put.
 */
export function useSave<T, R>({ schema, save, success, onSaved }: SaveOptions<T, R>) {
  const { toast } = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (candidate: unknown) => {
    const parsed = schema.safeParse(candidate);
    if (!parsed.success) {
      const fields = issuesToFields(parsed.error.issues);
      setErrors(fields);
      toast({ title: "Could not save", description: Object.values(fields)[0] ?? "Please check the form", variant: "error" });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await save(parsed.data);
      toast({ title: success, variant: "success" });
      onSaved?.(result);
    } catch (error) {
      setErrors(serverFields(error));
      toast({ title: "Could not save", description: errorMessage(error), variant: "error" });
    } finally {
      setBusy(false);
    }
  };

  return { errors, busy, submit };
}
