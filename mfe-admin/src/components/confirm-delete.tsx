import { useState } from "react";
import { Button, Dialog, useToast } from "@studio/design-system";
import { errorMessage } from "@studio/sdk";

interface ConfirmDeleteProps {
  /** What is deleted, e.g. the artwork's title. */
  name: string;
  /** e.g. "artwork": used in the dialog and toasts. */
  noun: string;
  onConfirm: () => Promise<unknown>;
}

/** A Delete button that asks first; the dialog stays open (with the server's message) when deleting fails. */
export function ConfirmDelete({ name, noun, onConfirm }: ConfirmDeleteProps) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
      toast({ title: `Deleted "${name}"`, variant: "success" });
    } catch (error) {
      toast({ title: `Could not delete the ${noun}`, description: errorMessage(error), variant: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title={`Delete "${name}"?`}
      description={`The ${noun} is removed for good. This cannot be undone.`}
      trigger={<Button variant="ghost" size="sm" aria-label={`Delete ${name}`}>Delete</Button>}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>Cancel</Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>Delete {noun}</Button>
        </>
      }
    />
  );
}
