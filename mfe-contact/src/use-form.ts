import { useState } from "react";
import { ApiError, errorMessage, issuesToFields, serverFields, type FieldErrors, type Schema } from "@studio/sdk";

interface FormOptions<V, T, R> {
  initial: V;
  schema: Schema<T>;
  send: (data: T) => Promise<R>;
}

/**
 * A public form's state: values, the contract's messages under each field (the browser's and the server's), and a
 * send that reports `true` on success. Values stay put on failure, so nothing typed is lost.
 */
export function useForm<V extends Record<string, unknown>, T, R = unknown>({ initial, schema, send }: FormOptions<V, T, R>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((before) => ({ ...before, [key]: value }));
    setErrors((before) => (before[key as string] ? { ...before, [key as string]: "" } : before));
  };

  /** Input props for a text field. */
  const text = (key: keyof V & string) => ({
    name: key,
    value: String(values[key] ?? ""),
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as V[typeof key]),
    error: errors[key] || undefined,
  });

  /** Validates and sends: the send's result, or the server's message (none when the browser found the form invalid). */
  const submit = async (candidate: unknown = values): Promise<{ ok: true; result: R } | { ok: false; message?: string }> => {
    const parsed = schema.safeParse(candidate);
    if (!parsed.success) {
      const fields = issuesToFields(parsed.error.issues);
      setErrors(fields);
      document.querySelector<HTMLElement>(`[name="${Object.keys(fields)[0]}"]`)?.focus();
      return { ok: false };
    }
    setErrors({});
    setBusy(true);
    try {
      return { ok: true, result: await send(parsed.data) };
    } catch (error) {
      setErrors(serverFields(error));
      return { ok: false, message: error instanceof ApiError ? error.serverMessage ?? errorMessage(error) : errorMessage(error) };
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, set, text, errors, busy, submit, reset };
}
