import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, useToast } from "@studio/design-system";
import { adminLogout, errorMessage, useAdminMe, usePageTitle } from "@studio/sdk";
import { markSignedOut } from "../auth.ts";
import * as s from "../admin.css.ts";

export default function DashboardPage() {
  usePageTitle("Admin Dashboard");
  const { data: me } = useAdminMe();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    try {
      await adminLogout();
      markSignedOut();
      navigate("/admin/login", { replace: true });
    } catch (error) {
      toast({ title: "Sign-out failed", description: errorMessage(error), variant: "error" });
      setBusy(false);
    }
  };

  return (
    <div className={s.dashboard}>
      <div className={s.topBar}>
        <div>
          <h1>Dashboard</h1>
          <p className={s.muted}>Signed in as <strong>{me?.username}</strong></p>
        </div>
        <Button variant="secondary" loading={busy} onClick={signOut}>Sign out</Button>
      </div>
    </div>
  );
}
